import { z } from 'zod';
import {
  estimatedLineCents,
  GRAMS_PER_KG,
  gramsOf,
  isWeightOption,
  kgOf,
  unitCents,
} from '@/contracts/line-pricing';
import { OPTION_GROUPS, type LineOption } from '@/contracts/poultry-options';
import { stockTakenBy } from '@/contracts/stock-units';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { OrderLineRow } from '@/server/db/schema';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { egp } from '@/server/money';
import {
  itemsToOrder,
  liveOptionsOf,
  weightGramsOf,
  type OrderableItem,
} from '@/server/modules/catalog';

/*
 * An order's lines as the shopper chose them (api-contract.md, "Poultry ordering"): a weight
 * per piece for an item sold by weight, preparation options at most one per group, priced
 * from the database only (line-pricing.ts). Whatever price a client sent was never parsed.
 */

/** A line of the place-order body, as parsed. */
export interface LineChoiceInput {
  item_id: number;
  qty: number;
  weight?: number;
  option_ids: number[];
}

/** What a line keeps of each chosen option: its names and delta as they were then. */
const optionSnapshotSchema = z.object({
  id: z.int(),
  group: z.enum(OPTION_GROUPS),
  name_en: z.string(),
  name_ar: z.string(),
  price_delta_cents: z.int(),
});
type OptionSnapshot = z.infer<typeof optionSnapshotSchema>;

export interface PricedLine {
  index: number;
  qty: number;
  item: OrderableItem;
  /** Grams per piece, for a line sold by weight; null by the piece. */
  weightGrams: number | null;
  options: OptionSnapshot[];
  unitCents: number;
  estimatedCents: number;
  /**
   * The stock the line takes, in kept units (stockTakenBy: grams for an item sold by the kg,
   * exactly what the line holds): kept on the line, so a cancel gives back exactly this;
   * weighing does not move stock.
   */
  stockTaken: number;
}

/** Two lines are the same when item, weight and choices all match: that is a duplicate. */
function lineKey(line: LineChoiceInput): string {
  const weight = line.weight === undefined ? '' : String(gramsOf(line.weight));
  return `${line.item_id}|${weight}|${[...line.option_ids].sort((a, b) => a - b).join(',')}`;
}

export function rejectDuplicateLines(items: readonly LineChoiceInput[]): void {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  items.forEach((line, index) => {
    const key = lineKey(line);
    if (seen.has(key)) errors[`items.${index}.item_id`] = { key: 'validation.duplicate_item' };
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
}

/** The idempotency fingerprint's view of the lines: choices in a stable order. */
export function fingerprintLines(items: readonly LineChoiceInput[]): unknown[] {
  return items.map((line) => [
    line.item_id,
    line.qty,
    line.weight === undefined ? null : gramsOf(line.weight),
    [...line.option_ids].sort((a, b) => a - b),
  ]);
}

/** Prices every line, or one 400 naming each line's problems. */
export async function priceLines(
  trx: Db,
  items: readonly LineChoiceInput[],
): Promise<PricedLine[]> {
  const ids = items.map((line) => line.item_id);
  // Options are read only for the lines that chose some: most lines choose none, and each
  // read is a round trip inside the order's transaction (docs/performance.md).
  const withOptions = items.filter((line) => line.option_ids.length > 0);
  const [stocked, optionRows] = await Promise.all([
    itemsToOrder(trx, ids),
    liveOptionsOf(
      trx,
      withOptions.map((line) => line.item_id),
    ),
  ]);
  const found = new Map(stocked.map((item) => [item.id, item]));
  const errors: FieldErrors = {};
  const lines = items.flatMap((line, index): PricedLine[] => {
    const item = found.get(line.item_id);
    if (!item) {
      errors[`items.${index}.item_id`] = { key: 'validation.unknown_item' };
      return [];
    }
    const weights = item.unit_code === 'kg' ? weightGramsOf(item.weight_options) : [];
    let weightGrams: number | null = null;
    if (weights.length > 0) {
      if (line.weight === undefined) {
        // A Version 1 client sends whole kilos ({item_id, qty}): qty pieces of 1 kg, weighed
        // like any other line (ADR 0013), rather than a 400 for a body the contract allowed.
        weightGrams = GRAMS_PER_KG;
      } else if (!isWeightOption(weights.map(kgOf), gramsOf(line.weight))) {
        errors[`items.${index}.weight`] = { key: 'validation.unknown_weight' };
      } else {
        weightGrams = gramsOf(line.weight);
      }
    } else if (line.weight !== undefined) {
      errors[`items.${index}.weight`] = { key: 'validation.no_weights' };
    }
    const offered = new Map((optionRows.get(item.id) ?? []).map((row) => [row.id, row]));
    const chosen = line.option_ids.map((id) => offered.get(id));
    const groups = chosen.flatMap((row) => (row ? [row.option_group] : []));
    if (chosen.some((row) => row === undefined)) {
      errors[`items.${index}.option_ids`] = { key: 'validation.unknown_option' };
    } else if (new Set(groups).size !== groups.length) {
      errors[`items.${index}.option_ids`] = { key: 'validation.option_group_twice' };
    }
    const options = chosen.flatMap((row): OptionSnapshot[] =>
      row
        ? [
            {
              id: row.id,
              group: row.option_group,
              name_en: row.name_en,
              name_ar: row.name_ar,
              price_delta_cents: row.price_delta_cents,
            },
          ]
        : [],
    );
    const unit = unitCents(
      item.price_cents,
      options.map((option) => option.price_delta_cents),
    );
    return [
      {
        index,
        qty: line.qty,
        item,
        weightGrams,
        options,
        unitCents: unit,
        estimatedCents: estimatedLineCents({ unitCents: unit, qty: line.qty, weightGrams }),
        stockTaken: stockTakenBy(item.unit_code, weightGrams, line.qty),
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  return lines;
}

/** The rows of the order's lines; their totals are the estimates until weighed. */
export function lineRows(
  orderId: number,
  lines: readonly PricedLine[],
): Omit<OrderLineRow, 'id'>[] {
  return lines.map((line) => ({
    order_id: orderId,
    item_id: line.item.id,
    name_en: line.item.name_en,
    name_ar: line.item.name_ar,
    image: line.item.image,
    unit_code: line.item.unit_code,
    price_cents: line.item.price_cents,
    qty: line.qty,
    line_total_cents: line.estimatedCents,
    weight_grams: line.weightGrams,
    weighed_grams: null,
    options_json: JSON.stringify(line.options),
    unit_cents: line.unitCents,
    estimated_total_cents: line.estimatedCents,
    stock_taken: line.stockTaken,
  }));
}

/** A line's options in the caller's language; a broken snapshot shows none rather than fail. */
export function lineOptionsOf(json: string, locale: Locale): LineOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const result = z.array(optionSnapshotSchema).safeParse(parsed);
  if (!result.success) return [];
  return result.data.map((option) => ({
    id: option.id,
    group: option.group,
    name: locale === 'ar' ? option.name_ar : option.name_en,
    price_delta: egp(option.price_delta_cents),
  }));
}

/** Whether a line sold by weight still waits to be weighed. */
export const lineEstimated = (line: Pick<OrderLineRow, 'weight_grams' | 'weighed_grams'>) =>
  line.weight_grams !== null && line.weighed_grams === null;
