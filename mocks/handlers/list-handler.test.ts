import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { getResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { demoListSchema } from '@/contracts/demo/demo-endpoints';
import { demoShopHandlers } from './demo-shops';
import { listHandler } from './list-handler';

const PATH = '/api/grocery1/services';
const at = (path: string) => new URL(path, window.location.origin);

describe('listHandler', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers the loaded list, checked by its schema, as a bare JSON array', async () => {
    const list = [{ icon: 'delivery', title: 'Fast Delivery', subtitle: 'Starting from $10' }];
    server.use(listHandler(PATH, () => list, demoListSchema(PATH)));
    const response = await fetch(at(PATH));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(list);
  });

  it('answers 500 with the documented message, and logs nothing, when the loader throws', async () => {
    const logged = [
      jest.spyOn(console, 'error').mockImplementation(() => undefined),
      jest.spyOn(console, 'warn').mockImplementation(() => undefined),
      jest.spyOn(console, 'log').mockImplementation(() => undefined),
    ];
    server.use(
      listHandler(
        PATH,
        () => {
          throw new Error('fixture broke');
        },
        demoListSchema(PATH),
      ),
    );
    const response = await fetch(at(PATH));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('answers 500 when the loaded data breaks the schema', async () => {
    server.use(listHandler(PATH, () => [{ icon: 'rocket', title: '' }], demoListSchema(PATH)));
    const response = await fetch(at(PATH));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answers 500 when the loader returns something other than a list', async () => {
    server.use(listHandler('/api/mock-test/list', () => ({ items: [] }), z.array(z.string())));
    const response = await fetch(at('/api/mock-test/list'));
    expect(response.status).toBe(500);
  });

  it('leaves requests other than GET to the network', async () => {
    const post = await getResponse(
      demoShopHandlers,
      new Request(at(PATH), { method: 'POST', body: '{}' }),
    );
    expect(post).toBeUndefined();
    const get = await getResponse(demoShopHandlers, new Request(at(PATH)));
    expect(get?.status).toBe(200);
  });
});
