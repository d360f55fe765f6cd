/*
 * What the staff audit log records. The server's writes are typed against these lists, and
 * the dashboard has a sentence for every action and a label for every field in both
 * languages (audit-wording.test.ts): a new kind of write cannot reach the log unworded.
 */

/** The kinds of thing the log speaks of: a write's `entity`. */
export const AUDIT_ENTITIES = [
  'order',
  'item',
  'category',
  'zone',
  'delivery_day',
  'shop_facts',
  'promise',
  'branch',
  'contact',
  'search_synonym',
  // Not a write: each read of the customer list (customer-service.ts), entity id 0.
  'customer',
  // A staff account (seller, admin or driver), by the account's id.
  'staff',
  // A driver's round (issue 43), by its id; a driver's closed cash day, by its row's id.
  'round',
  'cash_day',
  // A shopper's review (issue 45), by its id: published or hidden, answered.
  'review',
  // A shopper's complaint (issue 45), by its id: taken up, accepted with a remedy, rejected.
  'complaint',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every action the server records, `entity.verb`. */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.weights',
  'item.update',
  'item.create',
  'item.image',
  'category.update',
  'zone.update',
  'slots.update',
  'shop_facts.update',
  'promise.update',
  'branch.update',
  'contact.update',
  'search_synonym.create',
  'search_synonym.delete',
  'customers.list',
  'staff.create',
  'staff.update',
  'round.create',
  'round.update',
  // A driver at the door, beside the order's own move (`order.status`): the cash or the reason.
  'stop.delivered',
  'stop.failed',
  'cash.close',
  // Staff publish, hide or answer a shopper's review.
  'review.moderate',
  // Staff take up, accept or reject a shopper's complaint.
  'complaint.answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every field a write keeps before and after, besides a weighed line's (lineWeightField). */
export const AUDIT_FIELDS = [
  // An order: its step and the note with it; its total after weighing.
  'status',
  'note',
  'total',
  // A product.
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'unit_code',
  'price',
  'old_price',
  'stock',
  'max_per_order',
  'is_published',
  'is_live',
  'weight_options',
  'options',
  'slug',
  'image',
  'images',
  // A category.
  'sort_order',
  // A delivery zone.
  'fee',
  'min_order',
  'is_active',
  'area_ar',
  'area_en',
  'eta_ar',
  'eta_en',
  // A weekday's delivery rounds.
  'weekday',
  'rounds',
  // The shop's details (/dashboard/shop); area_* and name_* are listed above.
  'hours_ar',
  'hours_en',
  'about_ar',
  'about_en',
  'title_ar',
  'title_en',
  'subtitle_ar',
  'subtitle_en',
  'address_ar',
  'address_en',
  'phone',
  'value',
  'value_ar',
  'label_ar',
  'label_en',
  // A search words group.
  'terms',
  // A read of the customer list: the search, the page, its size and the rows it returned.
  'q',
  'page',
  'limit',
  'rows',
  // A staff account ('phone' and 'is_active' are listed above); never its password, only
  // that a new one was set.
  'name',
  'username',
  'role',
  'password_changed',
  // A driver's round and its stops: order ids as one text, in stop order.
  'driver_id',
  'date',
  'order_ids',
  'amount_due',
  'cash_received',
  'collected',
  'reason',
  // A driver's cash day as an admin closed it.
  'expected',
  'received',
  'handed_over',
  'difference',
  // A review as staff moderate it ('is_published' is listed above): the shop's answer.
  'reply',
  // A complaint as staff answer it ('status' and 'note', the answer, are listed above): the
  // remedy and its amount (EGP).
  'remedy',
  'amount',
  // The shop's facts: hours after delivery a complaint may be made.
  'complaint_window_hours',
] as const;
export type AuditFieldName = (typeof AUDIT_FIELDS)[number];

/** The kg one order line weighed, as the weighing's audit names it. */
export type LineWeightField = `lines.${number}.weighed_weight`;
export const lineWeightField = (lineId: number): LineWeightField =>
  `lines.${lineId}.weighed_weight`;

/** The order line a weighed-weight field speaks of, or undefined for any other field. */
export function lineOfField(field: string): number | undefined {
  const match = /^lines\.(\d+)\.weighed_weight$/.exec(field);
  return match ? Number(match[1]) : undefined;
}
