import { z } from 'zod';
import { addressSchema } from '@/contracts/address';
import type { Order, OrderHistoryEntry } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import type { AddressRow, OrderHistoryRow, OrderLineRow, OrderRow } from '@/server/db/schema';
import { translate } from '@/server/i18n/translate';
import { egp } from '@/server/money';
import { kgOf } from '@/contracts/line-pricing';
import { toAddress } from '@/server/modules/addresses';
import { lineEstimated, lineOptionsOf } from './order-lines';
import { orderSlotOf } from '@/server/modules/delivery';

/** What an order keeps of its address: the address itself and its zone's names then. */
const addressSnapshotSchema = addressSchema.extend({ area_en: z.string(), area_ar: z.string() });
type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export function addressSnapshot(
  row: AddressRow,
  zone: { area_en: string; area_ar: string },
): string {
  const snapshot: AddressSnapshot = {
    ...toAddress(row),
    area_en: zone.area_en,
    area_ar: zone.area_ar,
  };
  return JSON.stringify(snapshot);
}

/** The delivery area of an order, in `locale`, as it was when the order was placed. */
export function areaOf(row: Pick<OrderRow, 'address_json'>, locale: Locale): string {
  const snapshot = readSnapshot(row.address_json);
  return locale === 'ar' ? snapshot.area_ar : snapshot.area_en;
}

/** The order's address as its answers carry it, the area in `locale`. */
export function orderAddressOf(row: Pick<OrderRow, 'address_json'>, locale: Locale) {
  const { area_en, area_ar, ...address } = readSnapshot(row.address_json);
  return { ...address, area: locale === 'ar' ? area_ar : area_en };
}

function readSnapshot(json: string): AddressSnapshot {
  return addressSnapshotSchema.parse(JSON.parse(json));
}

export function toHistory(rows: readonly OrderHistoryRow[]): OrderHistoryEntry[] {
  return rows.map((row) => ({
    status: row.status,
    at: new Date(row.at).toISOString(),
    by_role: row.by_role,
    note: row.note,
  }));
}

/**
 * An order row and its lines, in the caller's language. Dates are ISO 8601 (UTC). One
 * order's answers add its history and whether the caller may cancel it.
 */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  locale: Locale,
  detail?: { history: readonly OrderHistoryRow[]; canCancel: boolean },
): Order {
  const ar = locale === 'ar';
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    items: lines.map((line) => ({
      id: line.id,
      item_id: line.item_id,
      name: ar ? line.name_ar : line.name_en,
      image: line.image,
      unit: translate(locale, `unit.${line.unit_code}`),
      unit_code: line.unit_code,
      price: egp(line.price_cents),
      qty: line.qty,
      line_total: egp(line.line_total_cents),
      weight: line.weight_grams === null ? null : kgOf(line.weight_grams),
      weighed_weight: line.weighed_grams === null ? null : kgOf(line.weighed_grams),
      options: lineOptionsOf(line.options_json, locale),
      unit_price: egp(line.unit_cents),
      estimated_total: egp(line.estimated_total_cents),
      estimated: lineEstimated(line),
    })),
    subtotal: egp(row.subtotal_cents),
    delivery_charge: egp(row.delivery_cents),
    credit: egp(row.credit_cents),
    cash_back: egp(row.cash_back_cents),
    total: egp(row.total_cents),
    payment_method: row.payment_method,
    address: orderAddressOf(row, locale),
    notes: row.notes,
    slot: orderSlotOf(row),
    estimated: lines.some(lineEstimated),
    estimated_total: egp(row.estimated_total_cents),
    ...(detail ? { history: toHistory(detail.history), can_cancel: detail.canCancel } : {}),
  };
}
