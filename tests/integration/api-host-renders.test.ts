import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import type { loadProduct as LoadProduct } from '@/features/catalog/loaders/load-product';
import { describeApi } from './support/describe-api';

/**
 * With NEXT_PUBLIC_API_HOST naming a backend, server renders call it over HTTP even when the
 * shop's own API is registered in the process. The backend here is the shop's own API on a
 * second port; the in-process API is a trap that fails any call handed to it.
 */
describeApi('server renders with NEXT_PUBLIC_API_HOST', (suite) => {
  const saved = process.env.NEXT_PUBLIC_API_HOST;
  const key = Symbol.for('dakahlia-poultry.in-process-api');
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>;
  let inProcessCalls = 0;
  let loadProduct: typeof LoadProduct;

  beforeAll(async () => {
    process.env.NEXT_PUBLIC_API_HOST = suite.server.baseUrl.replace(/\/api$/, '');
    holder[key] = {
      run: () => {
        inProcessCalls += 1;
        return Promise.reject(new Error('called in process'));
      },
    };
    // public-env.ts reads the variable when it loads: load the render's modules afresh.
    jest.resetModules();
    ({ loadProduct } = await import('@/features/catalog/loaders/load-product'));
  });

  afterAll(() => {
    Reflect.deleteProperty(holder, key);
    if (saved === undefined) delete process.env.NEXT_PUBLIC_API_HOST;
    else process.env.NEXT_PUBLIC_API_HOST = saved;
  });

  it('renders a product from the named backend over HTTP', async () => {
    const result = await loadProduct('ar', '5');
    if (result.kind !== 'found') throw new Error(`product 5: ${result.kind}`);
    expect(result.data.item.id).toBe(5);
    expect(result.data.category).not.toBeNull();
    expect(await loadProduct('ar', '999999')).toEqual({ kind: 'not-found' });
    expect(inProcessCalls).toBe(0);
  });
});
