// The mixed traffic of `npm run test:load`: what shoppers do, in the shares they do it.
import { SEARCH_TERMS } from '../bench/targets';
import { randomOrder, type Stocked } from './catalogue';
import type { OrderLedger } from './order-ledger';
import { call, signIn, type Shopper } from './shop-client';

export interface TrafficContext {
  origin: string;
  shoppers: readonly Shopper[];
  stocked: Stocked;
  ledger: OrderLedger;
  /** Published item ids, for product pages and details. */
  itemIds: readonly number[];
}

export interface Visit {
  name: string;
  /** Relative share of all requests. */
  weight: number;
  run(ctx: TrafficContext): Promise<number>;
}

const oneOf = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to choose from');
  return value;
};
const language = () => (Math.random() < 0.7 ? 'ar' : 'en');

async function page(origin: string, path: string): Promise<number> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}

export const VISITS: readonly Visit[] = [
  {
    name: 'page: home',
    weight: 10,
    run: ({ origin }) => page(origin, language() === 'ar' ? '/ar' : '/'),
  },
  {
    name: 'page: product',
    weight: 15,
    run: ({ origin, itemIds }) =>
      page(origin, `${language() === 'ar' ? '/ar' : ''}/product/${oneOf(itemIds)}`),
  },
  {
    name: 'api: items list',
    weight: 15,
    run: async ({ origin }) =>
      (
        await call(origin, `/items/list?page=${1 + Math.floor(Math.random() * 5)}`, {
          headers: { lang: language() },
        })
      ).status,
  },
  {
    name: 'api: item details',
    weight: 15,
    run: async ({ origin, itemIds }) =>
      (await call(origin, `/item/details/${oneOf(itemIds)}`, { headers: { lang: language() } }))
        .status,
  },
  {
    name: 'api: search',
    weight: 20,
    run: async ({ origin }) =>
      (await call(origin, '/items/search', { body: { search_criteria: oneOf(SEARCH_TERMS) } }))
        .status,
  },
  {
    name: 'api: sign in',
    weight: 10,
    run: async ({ origin, shoppers }) => (await signIn(origin, oneOf(shoppers))).status,
  },
  {
    name: 'api: order',
    weight: 15,
    run: async ({ origin, shoppers, stocked, ledger }) => {
      const shopper = oneOf(shoppers);
      const attempt = await ledger.place(origin, shopper, randomOrder(stocked, shopper.addressId));
      const { outcome } = attempt;
      if (outcome.kind === 'acknowledged') return 200;
      if (outcome.kind === 'refused') return outcome.status;
      throw new Error(outcome.reason);
    },
  },
];

/** A visit drawn by weight. */
export function drawVisit(visits: readonly Visit[] = VISITS): Visit {
  const total = visits.reduce((sum, visit) => sum + visit.weight, 0);
  let left = Math.random() * total;
  for (const visit of visits) {
    left -= visit.weight;
    if (left < 0) return visit;
  }
  return oneOf(visits);
}
