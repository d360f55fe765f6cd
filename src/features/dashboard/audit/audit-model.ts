import type { TFunction } from 'i18next';
import type { AuditEntry } from '@/contracts/audit';
import { AUDIT_ACTIONS, AUDIT_FIELDS } from '@/contracts/audit-constants';
import { formatNumber } from '@/lib/format/number';
import { dashboardPath } from '../model/dashboard-screens';
import { staffOrderPath } from '../orders/order-paths';

/** The `audit.actions.*` key of an action's sentence, or undefined for one the screen does not know. */
export function actionKey(action: string): string | undefined {
  const known = AUDIT_ACTIONS.find((candidate) => candidate === action);
  return known ? `audit.actions.${known.replace('.', '_')}` : undefined;
}

/** The `audit.fields.*` key of a field's label; others show their raw key, as stored. */
export function fieldKey(field: string): string | undefined {
  const known = AUDIT_FIELDS.find((candidate) => candidate === field);
  return known ? `audit.fields.${known}` : undefined;
}

/** Amounts the API records in EGP: shown as money, not as a bare number. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'total',
  'price',
  'old_price',
  'fee',
  'min_order',
  // A complaint's cash refund or credit.
  'amount',
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
    case 'delivery_day':
      return dashboardPath('delivery-slots');
    case 'shop_facts':
    case 'promise':
    case 'branch':
    case 'contact':
      return dashboardPath('shop');
    case 'search_synonym':
      return dashboardPath('search-words');
    case 'customer':
      return dashboardPath('customers');
    case 'staff':
      return dashboardPath('staff');
    case 'round':
      return dashboardPath('rounds');
    case 'cash_day':
      return dashboardPath('cash');
    case 'review':
      return dashboardPath('reviews');
    case 'complaint':
      return dashboardPath('refund-requests');
    default:
      return undefined;
  }
}

/** An order number kept on one line: a word joiner after each hyphen (DP-261128-00001). */
export const unbroken = (number: string) => number.replaceAll('-', '-\u2060');

/**
 * The thing an entry speaks of, for its sentence: an order by the number the shopper sees
 * (DP-261128-00001), a product, category or zone by its quoted name, else by its id.
 */
export function subjectText(
  entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'subject'>,
  t: TFunction,
  locale: string,
): string {
  const label = entry.subject?.label;
  if (label === undefined)
    return t('audit.numbered', { id: formatNumber(entry.entity_id, locale) });
  return entry.entity === 'order' ? unbroken(label) : t('audit.named', { name: label });
}
