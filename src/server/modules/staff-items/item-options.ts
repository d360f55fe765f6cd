import type { z } from 'zod';
import { centsOf } from '@/contracts/item-pricing';
import { gramsOf, kgOf } from '@/contracts/line-pricing';
import type { optionInputSchema } from '@/contracts/staff-catalog';
import type { StaffItemOption } from '@/contracts/poultry-options';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { ItemOptionRow, UnitCode } from '@/server/db/schema';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { toItemOption } from '@/server/modules/catalog/item-mapper';
import { weightGramsOf } from '@/server/modules/catalog/item-option-repository';
import { egp } from '@/server/money';

/*
 * An item's preparation choices and weights as staff edit them (api-contract.md, "Poultry
 * ordering"). The options list is sent whole and replaces the item's: an entry with the id of
 * one of the item's options keeps that id (and is updated in place), entries without an id
 * are new, and options left out are retired, not deleted. Order lines keep their own snapshot
 * of names and deltas, so no old order changes meaning.
 *
 * Weights belong to items sold by the kg only: a body with weights for another unit is a 400,
 * and moving an item away from `kg` clears its weights (a piece has no weight to pick).
 */

/** Option inputs after parsing: the delta is a number of EGP. */
export type ParsedOption = z.output<typeof optionInputSchema>;

export function toStaffItemOption(row: ItemOptionRow, locale: Locale): StaffItemOption {
  return { ...toItemOption(row, locale), name_en: row.name_en, name_ar: row.name_ar };
}

/** One line an audit reader follows: group, both names and the delta, in the item's order. */
export function optionsSummary(
  options: ReadonlyArray<
    Pick<ItemOptionRow, 'option_group' | 'name_en' | 'name_ar' | 'price_delta_cents'>
  >,
): string {
  return options
    .map((o) => `${o.option_group}: ${o.name_en} / ${o.name_ar} (+${egp(o.price_delta_cents)})`)
    .join('; ');
}

/** A stored weight list as the audit shows it: kg, smallest first. */
export const weightsSummary = (json: string): string => weightGramsOf(json).map(kgOf).join(', ');

/** The item's live options, in order (for one item: staff edit one at a time). */
export function liveOptions(db: Db, itemId: number): Promise<ItemOptionRow[]> {
  return db
    .selectFrom('item_options')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('retired', '=', 0)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The rows the list will have, checked against the item's options; ids are kept or new (0). */
export function plannedOptions(
  itemId: number,
  current: readonly ItemOptionRow[],
  inputs: readonly ParsedOption[],
): ItemOptionRow[] {
  const known = new Set(current.map((row) => row.id));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    if (input.id === undefined) return;
    if (!known.has(input.id) || seen.has(input.id)) {
      errors[`options.${index}.id`] = { key: 'validation.unknown_option' };
    }
    seen.add(input.id);
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  return inputs.map((input, position) => ({
    id: input.id ?? 0,
    item_id: itemId,
    option_group: input.group,
    name_en: input.name_en,
    name_ar: input.name_ar,
    price_delta_cents: centsOf(input.price_delta),
    position,
    retired: 0,
  }));
}

/** Writes the planned list: updates kept ids, inserts new ones, retires the rest. */
export async function saveOptions(
  trx: Db,
  itemId: number,
  current: readonly ItemOptionRow[],
  planned: readonly ItemOptionRow[],
): Promise<void> {
  const kept = new Set(planned.map((row) => row.id));
  for (const row of current) {
    if (!kept.has(row.id)) {
      await trx.updateTable('item_options').set({ retired: 1 }).where('id', '=', row.id).execute();
    }
  }
  for (const { id, ...row } of planned) {
    if (id === 0) await trx.insertInto('item_options').values(row).execute();
    else await trx.updateTable('item_options').set(row).where('id', '=', id).execute();
  }
}

/**
 * The weights column once an edit is applied: the weights sent (grams, smallest first), none
 * when the item is no longer sold by the kg, else as they were.
 */
export function weightsAfter(
  stored: string,
  unitCode: UnitCode,
  sentKg: readonly number[] | undefined,
): string {
  if (sentKg !== undefined && sentKg.length > 0 && unitCode !== 'kg') {
    throw AppError.field('weight_options', 'validation.weights_kg_only');
  }
  if (unitCode !== 'kg') return '[]';
  if (sentKg === undefined) return stored;
  return JSON.stringify([...new Set(sentKg.map(gramsOf))].sort((a, b) => a - b));
}
