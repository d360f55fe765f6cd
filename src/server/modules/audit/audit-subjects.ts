import type { AuditSubject } from '@/contracts/audit';
import { lineOfField } from '@/contracts/audit-constants';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import {
  branchNames,
  categoryNames,
  itemNames,
  orderLineNames,
  orderNumbers,
  staffNames,
  zoneNames,
  type Named,
} from './audit-subject-repository';

/** What the subjects are worked out from: an entry's thing and the fields it changed. */
export interface SubjectOf {
  entity: string;
  entity_id: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const idsOf = (entries: readonly SubjectOf[], entity: string) => [
  ...new Set(entries.filter((entry) => entry.entity === entity).map((entry) => entry.entity_id)),
];

/** The order lines a weighing names (`lines.<id>.weighed_weight`). */
function lineIdsOf(entry: SubjectOf): number[] {
  return [...Object.keys(entry.before), ...Object.keys(entry.after)]
    .map(lineOfField)
    .filter((id): id is number => id !== undefined);
}

const nameIn = (locale: Locale) => (row: Named) =>
  [row.id, locale === 'ar' ? row.name_ar : row.name_en] as const;

/**
 * Each entry's subject (contracts/audit.ts), in the reader's language, with a handful of
 * queries for a whole page: one per kind of thing the page speaks of.
 */
export async function auditSubjects(
  db: Db,
  entries: readonly SubjectOf[],
  locale: Locale,
): Promise<(AuditSubject | null)[]> {
  const weighed = entries.filter((entry) => entry.entity === 'order' && lineIdsOf(entry).length);
  const weighedOrders = [...new Set(weighed.map((entry) => entry.entity_id))];
  const [orders, lines, items, categories, zones, branches, staff] = await Promise.all([
    orderNumbers(db, idsOf(entries, 'order')),
    orderLineNames(db, weighedOrders),
    itemNames(db, idsOf(entries, 'item')),
    categoryNames(db, idsOf(entries, 'category')),
    zoneNames(db, idsOf(entries, 'zone')),
    branchNames(db, idsOf(entries, 'branch')),
    staffNames(db, idsOf(entries, 'staff')),
  ]);
  const labels: Record<string, Map<number, string>> = {
    order: new Map(orders.map((row) => [row.id, row.number])),
    item: new Map(items.map(nameIn(locale))),
    category: new Map(categories.map(nameIn(locale))),
    zone: new Map(zones.map(nameIn(locale))),
    branch: new Map(branches.map(nameIn(locale))),
    staff: new Map(staff.map(nameIn(locale))),
  };
  const units = new Map(items.map((row) => [row.id, row.unit_code]));
  const lineNames = new Map(
    lines.map((row) => {
      const position = lines.filter((other) => other.order_id === row.order_id).indexOf(row) + 1;
      return [row.id, { name: nameIn(locale)(row)[1], position }] as const;
    }),
  );
  return entries.map((entry) => {
    const label = labels[entry.entity]?.get(entry.entity_id);
    if (label === undefined) return null;
    const named = entry.entity === 'order' ? lineIdsOf(entry) : [];
    return {
      label,
      unit_code: entry.entity === 'item' ? (units.get(entry.entity_id) ?? null) : null,
      lines: Object.fromEntries(
        named.flatMap((id) => {
          const line = lineNames.get(id);
          return line === undefined ? [] : [[String(id), line]];
        }),
      ),
    };
  });
}
