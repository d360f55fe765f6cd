import type { Selectable } from 'kysely';
import type { Db } from '@/server/db/db-types';
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
