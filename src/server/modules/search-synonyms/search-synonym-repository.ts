import { sql, type Selectable } from 'kysely';
import type { Db } from '@/server/db/database';
import type { SearchSynonymTable } from '@/server/db/schema';

export type SynonymRow = Selectable<SearchSynonymTable>;

/** Every group the shop's admins added, oldest first: the order they were added in. */
export function synonymRows(db: Db): Promise<SynonymRow[]> {
  return db.selectFrom('search_synonyms').selectAll().orderBy('id').execute();
}

export function insertSynonym(
  trx: Db,
  values: { terms: readonly string[]; at: number; by: number },
): Promise<SynonymRow> {
  return trx
    .insertInto('search_synonyms')
    .values({ terms: JSON.stringify(values.terms), created_at: values.at, created_by: values.by })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes one group and answers what it held, or undefined when there was none: one statement,
 * so two admins deleting the same group at once cannot both be told they did.
 */
export function deleteSynonym(trx: Db, id: number): Promise<SynonymRow | undefined> {
  return trx.deleteFrom('search_synonyms').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function countSynonyms(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('search_synonyms')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * LOCK: makes adds of groups take turns until this transaction ends, so that a count and the
 * insert it allows cannot interleave with another add's (two admins at the last free slot).
 * It rewrites the oldest group as it is: on PostgreSQL that holds its row lock, which the next
 * add's same statement waits for, and that add's count, a later statement, then sees the first
 * add's group. Written without an engine check (SQLite runs one write transaction at a time
 * anyway) so that it needs no `instanceof PostgresAdapter`; once row-lock.ts tells the engine
 * by value, a `LOCK TABLE search_synonyms IN SHARE ROW EXCLUSIVE MODE` or an advisory lock
 * there would say it more plainly. With no group yet there is nothing to hold, and nothing to
 * guard: the limit is far above one.
 */
export async function holdSynonymGroups(trx: Db): Promise<void> {
  await trx
    .updateTable('search_synonyms')
    .set((eb) => ({ terms: eb.ref('terms') }))
    .where('id', '=', sql<number>`(SELECT MIN(id) FROM search_synonyms)`)
    .execute();
}
