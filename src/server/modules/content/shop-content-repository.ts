import type { Selectable, Updateable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';
import type { BranchTable, ContactTable, FeatureTable, ShopFactsTable } from '@/server/db/schema';

export type FactsRow = Selectable<ShopFactsTable>;
export type PromiseRow = Selectable<FeatureTable>;
export type BranchRow = Selectable<BranchTable>;
export type ContactRow = Selectable<ContactTable>;

/** The tables an admin edits here, each with what may change of a row. */
interface Editable {
  shop_facts: Omit<Updateable<ShopFactsTable>, 'id'>;
  features: Omit<Updateable<FeatureTable>, 'id' | 'icon' | 'sort_order'>;
  branches: Omit<Updateable<BranchTable>, 'id' | 'lat' | 'lng' | 'sort_order'>;
  contacts: Omit<Updateable<ContactTable>, 'id' | 'type' | 'sort_order'>;
}
export type EditableTable = keyof Editable;
export type Changes<T extends EditableTable> = Editable[T];

/** The single facts row (migration 0013 and the seed write it). */
export function factsRow(db: Db): Promise<FactsRow> {
  return db.selectFrom('shop_facts').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function promiseRows(db: Db): Promise<PromiseRow[]> {
  return db.selectFrom('features').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function staffBranchRows(db: Db): Promise<BranchRow[]> {
  return db.selectFrom('branches').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function staffContactRows(db: Db): Promise<ContactRow[]> {
  return db.selectFrom('contacts').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/**
 * One row, held until the transaction ends on PostgreSQL so that the audit's "before" is what
 * this write replaces when two admins save at once (SQLite runs one writer at a time).
 */
export function lockRow(trx: Db, table: EditableTable, id: number) {
  const query = trx.selectFrom(table).selectAll().where('id', '=', id);
  return forUpdate(trx, query).executeTakeFirst() as Promise<Record<string, unknown> | undefined>;
}

/**
 * The editable columns of these tables are text (and the facts' complaint window, a number),
 * and the service passes only columns it read from the locked row, so one update serves the
 * four tables.
 */
export async function updateRow(
  trx: Db,
  table: EditableTable,
  id: number,
  changes: Record<string, string | number | null>,
): Promise<void> {
  await trx
    .updateTable(table as 'shop_facts')
    .set(changes)
    .where('id', '=', id)
    .execute();
}
