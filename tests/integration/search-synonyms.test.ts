import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import {
  SYNONYM_GROUPS_MAX,
  type SearchSynonym,
  type SearchSynonyms,
} from '@/contracts/search-synonyms';
import { shopSynonymGroups } from '@/server/modules/catalog/shop-synonym-groups';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

const PATH = '/admin/search-synonyms';
/** What a write may change: its group and its audit record. */
const TABLES = ['search_synonyms', 'staff_audit'] as const;

describeApi('search words: the shop’s own synonym groups, added by admins', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  const list = async (token = admin.token) =>
    (await suite.api.get<SearchSynonyms>(PATH, { token })).body.results!;
  const add = (terms: unknown, options: { token?: string; lang?: string } = {}) =>
    suite.api.post<SearchSynonym>(PATH, { terms }, { token: admin.token, ...options });
  const remove = (id: number | string, token = admin.token) =>
    suite.api.post<null>(`${PATH}/${id}/delete`, {}, { token });
  const audit = async (id: number) =>
    (
      await suite.api.get<AuditEntry[]>(`/admin/audit?entity=search_synonym&entity_id=${id}`, {
        token: admin.token,
      })
    ).body.results ?? [];
  const fingerprint = () => databaseFingerprint(suite.server.db, {}, TABLES);

  it('lists the built-in lexicon, read-only, and no groups of the shop’s own yet', async () => {
    const words = await list(seller.token);
    expect(words.custom).toEqual([]);
    expect(words.builtin.length).toBeGreaterThan(20);
    expect(words.builtin).toContainEqual(expect.arrayContaining(['فراخ', 'دجاج']));
  });

  it('lets an admin add a group: answered, listed, audited, and read by the search index', async () => {
    const saved = await add([' مشويات ', 'شوي', 'grill'], { lang: 'ar' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('كلمات البحث اتضافت.');
    const group = saved.body.results!;
    expect(group).toMatchObject({ terms: ['مشويات', 'شوي', 'grill'] });
    expect(Number.isNaN(Date.parse(group.created_at))).toBe(false);

    expect((await list(seller.token)).custom).toEqual([group]);
    expect(await shopSynonymGroups(suite.server.db)).toEqual([['مشويات', 'شوي', 'grill']]);
    const [entry] = await audit(group.id);
    expect(entry).toMatchObject({
      action: 'search_synonym.create',
      user: { id: admin.user.id, role: 'admin' },
      before: {},
      after: { terms: JSON.stringify(['مشويات', 'شوي', 'grill']) },
    });
  });

  it('refuses no token (401), a customer and a seller (403), changing nothing', async () => {
    const before = await fingerprint();
    const [group] = (await list()).custom;
    expect((await suite.api.get(PATH)).status).toBe(401);
    expect((await suite.api.get(PATH, { token: customer.token })).status).toBe(403);
    expect((await add(['كبدة', 'كبد'], { token: customer.token })).status).toBe(403);
    expect((await remove(group!.id, customer.token)).status).toBe(403);
    const refused = await add(['كبدة', 'كبد'], { token: seller.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Only the shop’s admin');
    expect((await remove(group!.id, seller.token)).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it.each<[string, unknown, string, string]>([
    ['one word', ['فراخ'], 'terms', 'Add at least 2.'],
    ['thirteen words', Array.from({ length: 13 }, (_, i) => `word${i}`), 'terms', 'At most 12'],
    ['markup', ['فراخ', '<b>دجاج</b>'], 'terms.1', 'Please do not use < or > here.'],
    ['a direction override', ['فراخ', 'دجاج\u202e'], 'terms.1', 'invisible characters'],
    ['a word of 41 characters', ['فراخ', 'x'.repeat(41)], 'terms.1', 'at most 40'],
    ['a blank word', ['فراخ', '   '], 'terms.1', 'cannot be empty'],
    ['a word without letters', ['فراخ', '---'], 'terms.1', 'letters or digits'],
    ['a word twice, as search reads it', ['فرخة', 'دجاج', 'فرخه'], 'terms.2', 'already'],
    ['words that are not text', [12, 'دجاج'], 'terms.0', 'wrong type'],
    ['no list', 'فراخ دجاج', 'terms', 'wrong type'],
  ])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_, terms, field, reason) => {
      const before = await fingerprint();
      const refused = await add(terms);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
      expect(refused.body.errors?.[field]).toContain(reason);
      expect(await fingerprint()).toEqual(before);
    },
  );

  it('gives the reason of a refused word in Arabic', async () => {
    const refused = await add(['بط', 'بطة', 'بطه'], { lang: 'ar' });
    expect(refused.body.errors).toEqual({
      'terms.2': 'الكلمة دي موجودة في المجموعة أصلًا (البحث بيقراهم كلمة واحدة).',
    });
  });

  it('deletes a group (404 after, and for an id nobody has), audited with its words', async () => {
    const added = (await add(['حواوشي', 'hawawshi'])).body.results!;
    const deleted = await remove(added.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.results).toBeNull();
    expect(deleted.body.message).toBe('The search words were deleted.');
    expect((await list()).custom.map((group) => group.id)).not.toContain(added.id);
    expect(await shopSynonymGroups(suite.server.db)).not.toContainEqual(['حواوشي', 'hawawshi']);

    const before = await fingerprint();
    const again = await remove(added.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('These search words do not exist; they may have been deleted.');
    expect((await remove(999_999)).status).toBe(404);
    expect(await fingerprint()).toEqual(before);

    expect((await audit(added.id)).map((entry) => [entry.action, entry.before])).toEqual([
      ['search_synonym.delete', { terms: JSON.stringify(['حواوشي', 'hawawshi']) }],
      ['search_synonym.create', {}],
    ]);
  });

  describe('the groups the search index reads', () => {
    it('are every stored group, oldest first, as typed', async () => {
      await add(['كبدة', 'كبد', 'liver']);
      const groups = await shopSynonymGroups(suite.server.db);
      expect(groups).toEqual([
        ['مشويات', 'شوي', 'grill'],
        ['كبدة', 'كبد', 'liver'],
      ]);
    });
  });

  it('a group an admin adds is searched at once: «كتكوت» finds the chickens', async () => {
    const search = async (term: string) =>
      (await suite.api.post<{ id: number }[]>('/items/search', { search_criteria: term })).body
        .results ?? [];
    expect(await search('كتكوت')).toEqual([]); // the index is read now, before the group
    const saved = await add(['كتكوت', 'فراخ']);
    expect(saved.status).toBe(200);
    const chickens = await search('فراخ');
    const found = await search('كتكوت');
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((item) => item.id).sort()).toEqual(chickens.map((item) => item.id).sort());
    expect((await remove(saved.body.results!.id)).status).toBe(200);
    expect(await search('كتكوت')).toEqual([]);
  });

  // Round 3: the groups had no limit, and every search reads them all.
  it('keeps at most SYNONYM_GROUPS_MAX groups: of five adds at the last slot one wins, 409 for the rest', async () => {
    const db = suite.server.db;
    const stored = (await list()).custom.length;
    const filler = Array.from({ length: SYNONYM_GROUPS_MAX - 1 - stored }, (_, index) => ({
      terms: JSON.stringify([`filler${index}`, `padding${index}`]),
      created_at: Date.now(),
      created_by: admin.user.id,
    }));
    await db.insertInto('search_synonyms').values(filler).execute();
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => add([`last${index}`, `slot${index}`])),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect((await list()).custom).toHaveLength(SYNONYM_GROUPS_MAX);
      const before = await fingerprint();
      const full = await add(['كبدة', 'كبد'], { lang: 'ar' });
      expect(full.status).toBe(409);
      expect(full.body.message).toContain('٣٠٠');
      expect(await fingerprint()).toEqual(before);
      const won = answers.find((answer) => answer.status === 200)!.body.results!;
      expect((await remove(won.id)).status).toBe(200);
      expect((await add(['كبدة', 'كبد'])).status).toBe(200);
    } finally {
      await db.deleteFrom('search_synonyms').where('terms', 'like', '%filler%').execute();
    }
  });
});
