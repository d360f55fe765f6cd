import { expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import { registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';

describeApi('favourites', (suite) => {
  it('adds (twice is fine), lists and removes favourites, and flags them in item lists', async () => {
    const customer = await registerCustomer(suite.api);
    const auth = { token: customer.token };
    expect((await suite.api.post('/user/fav_items/add', { item_id: 4 }, auth)).status).toBe(200);
    expect((await suite.api.post('/user/fav_items/add', { item_id: '4' }, auth)).status).toBe(200);
    expect((await suite.api.post('/user/fav_items/add', { item_id: 7 }, auth)).status).toBe(200);
    const list = await suite.api.get<Item[]>('/user/fav_items/list', auth);
    expect(list.body.results?.map((item) => item.id)).toEqual([7, 4]);
    expect(list.body.results?.every((item) => item.is_favorite === true)).toBe(true);

    const popular = await suite.api.get<Item[]>('/items/popular/list?limit=10000', auth);
    for (const item of popular.body.results ?? [])
      expect(item.is_favorite).toBe([4, 7].includes(item.id));
    const details = await suite.api.get<Item>('/item/details/4', auth);
    expect(details.body.results?.is_favorite).toBe(true);
    const anonymous = await suite.api.get<Item>('/item/details/4');
    expect(anonymous.body.results).not.toHaveProperty('is_favorite');
    const badToken = await suite.api.get<Item>('/item/details/4', { token: 'x'.repeat(43) });
    expect(badToken.status).toBe(200);
    expect(badToken.body.results).not.toHaveProperty('is_favorite');

    expect((await suite.api.post('/user/fav_items/remove', { item_id: 4 }, auth)).status).toBe(200);
    expect((await suite.api.post('/user/fav_items/remove', { item_id: 4 }, auth)).status).toBe(200);
    const after = await suite.api.get<Item[]>('/user/fav_items/list', auth);
    expect(after.body.results?.map((item) => item.id)).toEqual([7]);
  });

  it('refuses unknown items and keeps each customer to their own list', async () => {
    const one = await registerCustomer(suite.api);
    const two = await registerCustomer(suite.api);
    expect(
      (await suite.api.post('/user/fav_items/add', { item_id: 999999 }, { token: one.token }))
        .status,
    ).toBe(404);
    expect(
      (await suite.api.post('/user/fav_items/add', { item_id: 'abc' }, { token: one.token }))
        .status,
    ).toBe(400);
    await suite.api.post('/user/fav_items/add', { item_id: 9 }, { token: one.token });
    const theirs = await suite.api.get<Item[]>('/user/fav_items/list', { token: two.token });
    expect(theirs.body.results).toEqual([]);
    await suite.api.post('/user/fav_items/remove', { item_id: 9 }, { token: two.token });
    const mine = await suite.api.get<Item[]>('/user/fav_items/list', { token: one.token });
    expect(mine.body.results?.map((item) => item.id)).toEqual([9]);
    expect((await suite.api.post('/user/fav_items/add', { item_id: 9 })).status).toBe(401);
  });
});
