import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { loadProduct } from '@/features/catalog/loaders/load-product';
import { pathOf, type RouteName } from '@/contracts/routes';
import { answerSchema, call, type CallInput } from '@/lib/api/call';
import { isApiError } from '@/lib/api/is-api-error';
import { registerInProcessApi } from '@/server/http/in-process-api';
import { invalidatePublicCache, publicCacheSize } from '@/server/cache/public-cache';
import { flushViews } from '@/server/modules/catalog/view-counter';
import { registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';

/**
 * Server renders call the API in process (src/server/http/in-process-api.ts): the same
 * validation, auth, services and envelope as HTTP. Over HTTP these calls would go to
 * this machine's PORT, pointed here at a port nothing listens on, so a call that left the
 * process would fail the test instead of passing unnoticed.
 */
/** A product's view count moves with the very calls compared (each counts a view). */
function viewsLeftOut(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('results' in answer)) return answer;
  const { results } = answer;
  if (typeof results !== 'object' || results === null || !('views' in results)) return answer;
  return { ...answer, results: { ...results, views: 0 } };
}

describeApi('calls made by server renders, in process', (suite) => {
  const port = process.env.PORT;

  beforeAll(() => {
    process.env.PORT = '9';
    registerInProcessApi();
  });

  afterAll(() => {
    if (port === undefined) delete process.env.PORT;
    else process.env.PORT = port;
  });

  it('answers exactly what HTTP answers', async () => {
    const local = await call('categoryList', {}, { locale: 'ar' });
    const remote = await suite.api.get('/category/list', { lang: 'ar' });
    expect(local).toEqual(remote.body);
    expect(local.results.length).toBeGreaterThan(0);
  });

  /**
   * A fresh success reaches the render as the envelope value runRoute made, never as bytes
   * parsed back: what the page gets (and Next serialises as props) must still be exactly what
   * the same call over HTTP gives after its schema check. toStrictEqual: a key whose value is
   * undefined, which JSON would drop and Next refuses in props, fails it; so does a Date.
   */
  it('hands renders exactly the values HTTP answers, with no key JSON would drop', async () => {
    const customer = await registerCustomer(suite.api);
    const compare = async <K extends RouteName>(name: K, input: CallInput<K>, token?: string) => {
      invalidatePublicCache();
      const local = await call(name, input, { locale: 'ar', token });
      invalidatePublicCache();
      const { params, query, body } = input as {
        params?: Record<string, string | number>;
        query?: Record<string, string>;
        body?: unknown;
      };
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const path = `${pathOf(name, params)}${search}`;
      const remote = body
        ? await suite.api.post(path, body, { lang: 'ar', token })
        : await suite.api.get(path, { lang: 'ar', token });
      expect(remote.status).toBe(200);
      const checked: unknown = (await answerSchema(name)).parse(remote.body);
      expect(viewsLeftOut(local)).toStrictEqual(viewsLeftOut(checked));
    };
    await compare('categoryList', {});
    await compare('shopFacts', {});
    await compare('itemDetails', { params: { id: 5 } });
    await compare('itemDetails', { params: { id: 5 } }, customer.token);
    await compare('similarItems', { params: { id: 5 } });
    await compare('itemsList', {});
    await compare('popularList', {});
    await compare('mostViewedList', {});
    await compare('bannerList', {});
    await compare('featureList', {});
    await compare('branchesList', {});
    await compare('appContacts', {});
    await compare('deliveryCharges', {});
    await compare('itemsSearch', { body: { search_criteria: 'chicken' } });
    await compare('userProfile', {}, customer.token);
  });

  it('renders a product page and counts one view per render, kept answers included', async () => {
    const storedViews = async () =>
      (
        await suite.server.db
          .selectFrom('items')
          .select('views')
          .where('id', '=', 5)
          .executeTakeFirstOrThrow()
      ).views;
    invalidatePublicCache();
    await flushViews();
    const before = await storedViews();
    const renders = [];
    for (let render = 0; render < 3; render += 1) renders.push(await loadProduct('en', '5'));
    for (const render of renders) {
      if (render.kind !== 'found') throw new Error(`product 5: ${render.kind}`);
      expect(render.data.item.id).toBe(5);
      expect(render.data.category).not.toBeNull();
    }
    // The second and third renders read the answers the first one left in the public cache.
    expect(publicCacheSize().entries).toBe(2);
    await flushViews();
    expect(await storedViews()).toBe(before + 3);
  });

  it('maps failures as HTTP does: an unknown product is a 404, a bad id is a 404', async () => {
    expect(await loadProduct('ar', '999999')).toEqual({ kind: 'not-found' });
    const error = await call('itemDetails', { params: { id: 0 } }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.response?.status).toBe(404);
  });

  it('authenticates with the token the render carries, and refuses without one', async () => {
    const customer = await registerCustomer(suite.api);
    const profile = await call('userProfile', {}, { locale: 'en', token: customer.token });
    expect(profile.results.username).toBe(customer.user.username);

    const refused = await call('userProfile', {}, { locale: 'en' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(refused) && refused.response?.status).toBe(401);
    const data = isApiError<{ success: boolean; message: string }>(refused)
      ? refused.response?.data
      : undefined;
    expect(data).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('validates a body as HTTP does: a bad one is a 400 with the field named', async () => {
    const customer = await registerCustomer(suite.api);
    const error = await call(
      'favoritesAdd',
      { body: { item_id: -1 } },
      { locale: 'en', token: customer.token },
    ).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.response?.status).toBe(400);
    const data = isApiError<{ errors?: Record<string, string> }>(error)
      ? error.response?.data
      : undefined;
    expect(Object.keys(data?.errors ?? {})).toEqual(['item_id']);
  });

  it('refuses the calls limited per shopper address: they would share one budget', async () => {
    const refused = await call(
      'userLogin',
      { body: { username: 'someone', password: 'not-their-password' } },
      { locale: 'en' },
    ).catch((caught: unknown) => caught);
    expect(isApiError(refused)).toBe(false);
    expect(String(refused)).toMatch(/userLogin is limited per shopper's address/);
  });
});
