import type { AuditEntry } from '@/contracts/audit';
import { dashboardPath } from '../model/dashboard-screens';
import { staffOrderPath } from '../orders/order-paths';

/** The kinds of thing the log can be narrowed to: the `entity` the server records. */
export const AUDIT_ENTITIES = [
  'order',
  'item',
  'category',
  'zone',
  'shop_facts',
  'promise',
  'branch',
  'contact',
  'search_synonym',
  // Not a write: each read of the customer list (customer-service.ts), entity id 0.
  'customer',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Actions with a sentence of their own; any other reads as a general "made a change". */
const KNOWN_ACTIONS = [
  'order.status',
  'item.update',
  'item.create',
  'item.image',
  'category.update',
  'zone.update',
  'shop_facts.update',
  'promise.update',
  'branch.update',
  'contact.update',
  'search_synonym.create',
  'search_synonym.delete',
  'customers.list',
] as const;

/** The `audit.actions.*` key of an action's sentence, or undefined for one the screen does not know. */
export function actionKey(action: string): string | undefined {
  const known = KNOWN_ACTIONS.find((candidate) => candidate === action);
  return known ? `audit.actions.${known.replace('.', '_')}` : undefined;
}

/** Fields whose label the screen knows; others show their raw key, as stored. */
const LABELLED_FIELDS = new Set([
  'status',
  'note',
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
  'slug',
  'image',
  'images',
  'sort_order',
  'fee',
  'min_order',
  'is_active',
  'area_ar',
  'area_en',
  'eta_ar',
  'eta_en',
  // The shop's details (/dashboard/shop); area_* and name_* are labelled above.
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
  // A search words group (/dashboard/search-words).
  'terms',
  // A read of the customer list: the search, the page, its size and the rows it returned.
  'q',
  'page',
  'limit',
  'rows',
]);

export function fieldKey(field: string): string | undefined {
  return LABELLED_FIELDS.has(field) ? `audit.fields.${field}` : undefined;
}

/** Amounts the API records in EGP: shown as money, not as a bare number. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'old_price',
  'fee',
  'min_order',
]);

export type AuditValue = AuditEntry['after'][string];

/** One changed field: its value before and after (undefined where that side does not have it). */
export interface FieldChange {
  field: string;
  before: AuditValue | undefined;
  after: AuditValue | undefined;
}

/** Every field either side names, in the order written, the ones that did not change left out. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return fields
    .map((field) => ({ field, before: entry.before[field], after: entry.after[field] }))
    .filter((change) => change.before !== change.after);
}

/** The number of pictures in an item's `images` (a JSON list of addresses), if it is one. */
export function pictureCount(value: AuditValue | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.length : undefined;
  } catch {
    return undefined;
  }
}

/** The words of a search words group's `terms` (a JSON list of strings), if it is one. */
export function termList(value: AuditValue | undefined): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((word) => typeof word === 'string')
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where the changed thing is managed in the dashboard: an order's own page, or its screen. */
export function entityHref(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string | undefined {
  switch (entry.entity) {
    case 'order':
      return staffOrderPath(entry.entity_id);
    case 'item':
      return dashboardPath('products');
    case 'category':
      return dashboardPath('categories');
    case 'zone':
      return dashboardPath('delivery-zones');
    case 'shop_facts':
    case 'promise':
    case 'branch':
    case 'contact':
      return dashboardPath('shop');
    case 'search_synonym':
      return dashboardPath('search-words');
    case 'customer':
      return dashboardPath('customers');
    default:
      return undefined;
  }
}
