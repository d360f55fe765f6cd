import {
  SYNONYM_GROUPS_MAX,
  type SearchSynonym,
  type SearchSynonyms,
} from '@/contracts/search-synonyms';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { lockKey } from '@/server/db/row-lock';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite } from '@/server/modules/audit';
import { searchIndexChanged } from './search-index';
import { SEARCH_LEXICON } from './search-lexicon';
import {
  countSynonyms,
  deleteSynonym,
  insertSynonym,
  synonymRows,
  type SynonymRow,
} from './search-synonym-repository';
import { termsOf } from './shop-synonym-groups';

export type Author = { userId: number; role: Role };

/** The audit's name for a group; its actions are `search_synonym.create` and `.delete`. */
const ENTITY = 'search_synonym';

const toSynonym = (row: SynonymRow): SearchSynonym => ({
  id: row.id,
  terms: termsOf(row),
  created_at: new Date(row.created_at).toISOString(),
});

/** GET /admin/search-synonyms: the built-in lexicon, then the shop's own groups. */
export async function listSearchSynonyms(db: Db): Promise<SearchSynonyms> {
  return {
    builtin: SEARCH_LEXICON.map((group) => [...group]),
    custom: (await synonymRows(db)).map(toSynonym),
  };
}

/** After a commit: the next search reads the groups again, and cached pages are dropped. */
function searchWordsChanged(): void {
  searchIndexChanged();
  catalogueChanged();
}

/**
 * A new group (terms checked by the contract), with its audit record in one transaction; 409
 * once the shop keeps SYNONYM_GROUPS_MAX groups, counted after the adds are made to take turns
 * (an advisory lock: the next group has no row yet to lock), so two admins at the last free
 * slot cannot both take it.
 */
export async function addSynonymGroup(
  db: Db,
  terms: readonly string[],
  by: Author,
): Promise<SearchSynonym> {
  const row = await inTransaction(db, async (trx) => {
    await lockKey(trx, 'search_synonyms.add', 0);
    if ((await countSynonyms(trx)) >= SYNONYM_GROUPS_MAX) {
      throw new AppError('conflict', {
        message: 'error.search_synonyms_full',
        params: { max: SYNONYM_GROUPS_MAX },
      });
    }
    const at = now();
    const added = await insertSynonym(trx, { terms, at, by: by.userId });
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: `${ENTITY}.create`,
      entity: ENTITY,
      entityId: added.id,
      before: {},
      after: { terms: added.terms },
      at,
    });
    return added;
  });
  searchWordsChanged();
  return toSynonym(row);
}

/** Deletes a group (404 when there is none), with its audit record in one transaction. */
export async function deleteSynonymGroup(db: Db, id: number, by: Author): Promise<void> {
  await inTransaction(db, async (trx) => {
    const deleted = await deleteSynonym(trx, id);
    if (!deleted) throw AppError.notFound('error.search_synonym_not_found');
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: `${ENTITY}.delete`,
      entity: ENTITY,
      entityId: id,
      before: { terms: deleted.terms },
      after: {},
      at: now(),
    });
  });
  searchWordsChanged();
}
