import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import type { SearchSynonym } from '@/contracts/search-synonyms';
import type { SearchStats } from '@/contracts/search-stats';
import { call } from '@/lib/api/call';
import { shopDate } from '@/lib/shop-calendar';
import { invalidatePublicCache } from '@/server/cache/public-cache';
import { setClockForTests } from '@/server/clock';
import { registerInProcessApi } from '@/server/http/in-process-api';
import {
  flushSearchStats,
  setSearchQueriesPerDayForTests,
} from '@/server/modules/catalog/search-stats-buffer';
import { resetLimits } from '@/server/rate-limit/attempt-limits';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { registerStaff } from './support/staff';
import { RELAXED_LIMITS } from './support/test-server';

const STATS = '/admin/search-stats';

describeApi('search statistics: what shoppers looked for and did not find', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  beforeEach(async () => {
    await flushSearchStats();
    await suite.server.db.deleteFrom('search_queries').execute();
    invalidatePublicCache();
  });

  afterEach(() => {
    setClockForTests(undefined);
    setSearchQueriesPerDayForTests(undefined);
    resetLimits(RELAXED_LIMITS);
  });

  const search = async (term: string, options: { page?: number; sort?: string } = {}) => {
    const path = `/items/search${options.page ? `?page=${options.page}` : ''}`;
    const answer = await suite.api.post<unknown[]>(path, {
      search_criteria: term,
      sort: options.sort,
    });
    expect(answer.status).toBe(200);
    return answer.body.total ?? 0;
  };
  const suggest = (q: string) => suite.api.get(`/items/suggest?q=${encodeURIComponent(q)}`);
  const click = (query: unknown) => suite.api.post<null>('/items/search/clicks', { query });
  const stats = async (query = '', token = seller.token) => {
    const answer = await suite.api.get<SearchStats>(`${STATS}${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.results!;
  };
  /** What the table holds once this process's counts are written. */
  const rows = async () => {
    await flushSearchStats();
    return suite.server.db
      .selectFrom('search_queries')
      .select(['query', 'searches', 'zero_results', 'clicks', 'suggest_misses'])
      .orderBy('query')
      .execute();
  };

  it('counts each search once, folded as search reads it, on Cairo’s today', async () => {
    await search('فرخة');
    await search('  فرخه ');
    await search('Ducks');
    await search('DUCKS');
    const stored = await suite.server.db.selectFrom('search_queries').selectAll().execute();
    // Buffered in memory: nothing is written on a search's own path.
    expect(stored).toEqual([]);
    expect(await rows()).toEqual([
      { query: 'ducks', searches: 2, zero_results: 0, clicks: 0, suggest_misses: 0 },
      { query: 'فرخه', searches: 2, zero_results: 0, clicks: 0, suggest_misses: 0 },
    ]);
    const days = await suite.server.db.selectFrom('search_queries').select('day').execute();
    expect(days.map((row) => row.day)).toEqual([shopDate(Date.now()), shopDate(Date.now())]);
  });

  it('counts the first page in the shop’s order only: another page or order is the same search', async () => {
    await search('بط');
    await search('بط', { page: 2 });
    await search('بط', { sort: 'price_asc' });
    await search('بط', { sort: 'relevance' });
    expect(await rows()).toEqual([
      { query: 'بط', searches: 2, zero_results: 0, clicks: 0, suggest_misses: 0 },
    ]);
  });

  it('keeps nothing that could name a person: e-mail addresses, phone numbers, long numbers', async () => {
    for (const term of [
      'ahmed@example.com',
      'ahmed＠example.com',
      '01012345678',
      '٠١٠١٢٣٤٥٦٧٨',
      '010 1234 5678',
      'order 123456',
      '---',
    ]) {
      await search(term);
      await suggest(term);
      await click(term);
    }
    await search('فراخ 12345');
    expect((await rows()).map((row) => row.query)).toEqual(['فراخ 12345']);
  });

  it('cuts a long query to 60 characters', async () => {
    await search(`فراخ ${'ب'.repeat(90)}`);
    const [row] = await rows();
    expect(row?.query).toHaveLength(60);
  });

  it('lists top searches and searches that found nothing, with what each finds now', async () => {
    for (let time = 0; time < 3; time += 1) await search('بط');
    await search('duck');
    expect(await search('زرافة')).toBe(0);
    await search('زرافه');
    await search('xqzv');
    const answer = await stats();
    expect(answer.days).toBe(7);
    expect(answer.top.slice(0, 2)).toEqual([
      { query: 'بط', count: 3 },
      { query: 'زرافه', count: 2 },
    ]);
    expect(answer.top).toHaveLength(4);
    expect(answer.zero).toEqual([
      { query: 'زرافه', count: 2, found_now: 0 },
      { query: 'xqzv', count: 1, found_now: 0 },
    ]);
  });

  it('counts header queries that suggested nothing, the longest of one typing only, and never a render’s', async () => {
    for (const typed of ['ظظ', 'ظظغ', 'ظظغظ', 'ظظغظ ظظ']) await suggest(typed);
    await suggest('بط'); // suggested something: not kept
    await suggest('ق'); // too short to suggest anything
    // A search that found nothing and was typed in the header counts as a search only.
    await suggest('xqzv');
    await search('xqzv');
    registerInProcessApi();
    await call('itemsSuggest', { query: { q: 'jjjjkk' } }, { locale: 'en' });
    expect(await rows()).toEqual([
      { query: 'xqzv', searches: 1, zero_results: 1, clicks: 0, suggest_misses: 1 },
      { query: 'ظظ', searches: 0, zero_results: 0, clicks: 0, suggest_misses: 1 },
      { query: 'ظظغ', searches: 0, zero_results: 0, clicks: 0, suggest_misses: 1 },
      { query: 'ظظغظ', searches: 0, zero_results: 0, clicks: 0, suggest_misses: 1 },
      { query: 'ظظغظ ظظ', searches: 0, zero_results: 0, clicks: 0, suggest_misses: 1 },
    ]);
    const answer = await stats();
    expect(answer.top).toEqual([{ query: 'xqzv', count: 1 }]);
    expect(answer.zero.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'xqzv', count: 1 },
      { query: 'ظظغظ ظظ', count: 1 },
    ]);
  });

  it('lists searches with results nobody opened, until a product is opened from them', async () => {
    for (let time = 0; time < 3; time += 1) await search('Duck');
    await search('بط');
    await search('بط');
    await search('بط');
    expect((await click('بط')).status).toBe(200);
    await search('سمان');
    expect((await stats()).unclicked).toEqual([{ query: 'duck', count: 3 }]);

    const answered = await click(' DUCK ');
    expect(answered.status).toBe(200);
    expect(answered.body.results).toBeNull();
    expect((await stats()).unclicked).toEqual([]);
    // A click for a query nobody searched today makes no row.
    await click('حمام');
    expect((await rows()).map((row) => [row.query, row.clicks])).toEqual([
      ['duck', 1],
      ['بط', 1],
      ['سمان', 0],
    ]);
  });

  it('limits clicks per address (429 past the budget) and refuses a click without a query', async () => {
    resetLimits({ ...RELAXED_LIMITS, searchClicks: { points: 2, duration: 60 } });
    await search('بط');
    expect((await click('بط')).status).toBe(200);
    expect((await click('بط')).status).toBe(200);
    const refused = await click('بط');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await rows()).map((row) => row.clicks)).toEqual([2]);
    resetLimits(RELAXED_LIMITS);
    expect((await click(undefined)).status).toBe(400);
    expect((await click('<b>x</b>')).status).toBe(400);
  });

  it('reads the days asked for (1 to 90, 7 by default) and refuses others with a localised 400', async () => {
    const db = suite.server.db;
    const today = Date.now();
    await db
      .insertInto('search_queries')
      .values([
        { day: shopDate(today, -6), query: 'اوز', searches: 4 },
        { day: shopDate(today, -7), query: 'اوز', searches: 5 },
        { day: shopDate(today, -40), query: 'ديك رومي', searches: 9 },
      ])
      .execute();
    expect((await stats()).top).toEqual([{ query: 'اوز', count: 4 }]);
    expect((await stats('?days=8')).top).toEqual([{ query: 'اوز', count: 9 }]);
    expect((await stats('?days=1')).top).toEqual([]);
    const all = await stats('?days=90');
    expect(all.days).toBe(90);
    expect(all.top).toEqual([
      { query: 'اوز', count: 9 },
      { query: 'ديك رومي', count: 9 },
    ]);

    for (const days of ['0', '91', 'week', '7.5', '']) {
      const refused = await suite.api.get(`${STATS}?days=${days}`, { token: seller.token });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['days']);
    }
    const arabic = await suite.api.get(`${STATS}?days=91`, { token: seller.token, lang: 'ar' });
    expect(arabic.body.errors?.days).toMatch(/[\u0600-\u06FF]/);
  });

  it('lets staff read the statistics: no token 401, a customer 403, a seller and an admin 200', async () => {
    expect((await suite.api.get(STATS)).status).toBe(401);
    expect((await suite.api.get(STATS, { token: customer.token })).status).toBe(403);
    expect((await suite.api.get(STATS, { token: seller.token })).status).toBe(200);
    expect((await suite.api.get(STATS, { token: admin.token })).status).toBe(200);
  });

  it('keeps at most the day’s cap of queries: then only those stored count', async () => {
    setSearchQueriesPerDayForTests(3);
    for (const term of ['بط', 'اوز', 'سمان']) await search(term);
    await flushSearchStats();
    for (const term of ['حمام', 'فراخ', 'بط', 'ارانب']) await search(term);
    expect((await rows()).map((row) => [row.query, row.searches])).toEqual([
      ['اوز', 1],
      ['بط', 2],
      ['سمان', 1],
    ]);
  });

  it('deletes the days past the 90 it keeps as it writes', async () => {
    const db = suite.server.db;
    const later = Date.now() + 2 * 60 * 60 * 1000; // past the hourly pruning's wait
    await db
      .insertInto('search_queries')
      .values([
        { day: shopDate(later, -90), query: 'قديم', searches: 1 },
        { day: shopDate(later, -89), query: 'آخر يوم', searches: 1 },
      ])
      .execute();
    setClockForTests(() => later);
    await search('بط');
    expect((await rows()).map((row) => row.query)).toEqual(['آخر يوم', 'بط']);
  });

  it('shows at once that a synonym an admin added fixed a search that found nothing', async () => {
    expect(await search('كتكوت')).toBe(0);
    expect((await stats()).zero).toEqual([{ query: 'كتكوت', count: 1, found_now: 0 }]);
    const added = await suite.api.post<SearchSynonym>(
      '/admin/search-synonyms',
      { terms: ['كتكوت', 'فراخ'] },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    try {
      const [fixed] = (await stats()).zero;
      expect(fixed?.query).toBe('كتكوت');
      expect(fixed?.count).toBe(1);
      expect(fixed?.found_now).toBeGreaterThan(0);
    } finally {
      await suite.api.post(
        `/admin/search-synonyms/${added.body.results!.id}/delete`,
        {},
        {
          token: admin.token,
        },
      );
    }
  });
});
