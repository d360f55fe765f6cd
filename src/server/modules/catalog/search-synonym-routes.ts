import { defineRoute } from '@/server/http/define-route';
import { addSynonymGroup, deleteSynonymGroup, listSearchSynonyms } from './search-synonym-service';

export const adminSearchSynonyms = defineRoute('adminSearchSynonyms', {
  summary:
    'Staff: the words search treats as one. `builtin` is the shop’s lexicon in the code (groups of synonyms and plurals, Arabic and English; read-only); `custom` the groups the shop’s admins added, oldest first, each with its `id`, `terms` as typed and `created_at`.',
  async handle({ db }) {
    return { results: await listSearchSynonyms(db) };
  },
});

export const adminSearchSynonymNew = defineRoute('adminSearchSynonymNew', {
  summary:
    'Admins only (a seller gets 403): a new group of 2 to 12 words or short phrases that mean the same («فراخ», «دجاج», "chicken"...), each 1 to 40 characters, trimmed, with no markup or direction controls and at least one letter or digit. A word written twice as search reads it (accents, hamza, ة/ه, case folded) is refused under its own index (`terms.3`). The shop keeps at most 300 groups (`SYNONYM_GROUPS_MAX`): another is refused with 409 and a message until one is deleted; two adds at the last free slot cannot both take it. The next search in this instance reads the groups again (others within the index’s 30 s). Answers the new group. Audit action `search_synonym.create`.',
  async handle({ db, user, body }) {
    const by = { userId: user.userId, role: user.role };
    return { results: await addSynonymGroup(db, body.terms, by), message: 'ok.search_words_added' };
  },
});

export const adminSearchSynonymDelete = defineRoute('adminSearchSynonymDelete', {
  summary:
    'Admins only: deletes one of the shop’s own groups (the built-in lexicon cannot be deleted); 404 for an unknown id. Audit action `search_synonym.delete`, with the words it held.',
  async handle({ db, user, params }) {
    await deleteSynonymGroup(db, params.id, { userId: user.userId, role: user.role });
    return { results: null, message: 'ok.search_words_deleted' };
  },
});
