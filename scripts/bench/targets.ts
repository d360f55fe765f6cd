// What the bench loads: the hot API calls and the server-rendered pages, each next to the bare
// node:http server answering a body of the same kind (JSON or HTML).
import type { BenchCustomer } from './app-server';
import type { LoadTarget } from './load';

export const SEARCH_TERMS = [
  'فراخ',
  'chicken breast',
  'بط بلدي',
  'حمام',
  'eggs',
  'بيض',
  'duck',
  'اوراك',
  'كبده',
  'turkey',
];

/** Ids spread over the whole catalogue (7919 is prime, so they do not bunch). */
export const spreadIds = (count: number, items: number): number[] =>
  Array.from({ length: count }, (_, index) => ((index * 7919) % items) + 1);

export function apiTargets(app: string, customer: BenchCustomer, items: number): LoadTarget[] {
  const json = { 'content-type': 'application/json', lang: 'ar' };
  return [
    {
      name: 'items/list',
      url: `${app}/api/items/list`,
      paths: Array.from({ length: 50 }, (_, index) => `/api/items/list?page=${index + 1}`),
    },
    {
      name: 'item/details',
      url: `${app}/api/item/details/1`,
      paths: spreadIds(500, items).map((id) => `/api/item/details/${id}`),
    },
    {
      name: 'items/search',
      url: `${app}/api/items/search`,
      method: 'POST',
      headers: json,
      bodies: SEARCH_TERMS.map((term) => JSON.stringify({ search_criteria: term })),
    },
    {
      name: 'orders/add',
      url: `${app}/api/user/orders/add`,
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${customer.token}` },
      bodies: Array.from({ length: 60 }, (_, index) =>
        JSON.stringify({ address_id: customer.addressId, items: [{ item_id: index + 1, qty: 1 }] }),
      ),
    },
  ];
}

export function pageTargets(app: string, items: number): LoadTarget[] {
  return [
    { name: 'page /', url: `${app}/` },
    { name: 'page /ar', url: `${app}/ar` },
    {
      name: 'page /product/{id}',
      url: `${app}/product/1`,
      paths: spreadIds(200, items).map((id) => `/product/${id}`),
    },
  ];
}

/**
 * Renders the page cache cannot answer: each request a distinct URL (the query makes it so),
 * products spread over the catalogue, next to /ar/login, a server render with no catalogue data
 * (issue 22: a product page should cost no more than the shell).
 */
export function renderTargets(app: string, items: number, pass: number): LoadTarget[] {
  return [
    { name: `render /ar/login (pass ${pass})`, url: `${app}/ar/login` },
    {
      name: `render cold /ar/product/{id} (pass ${pass})`,
      url: `${app}/ar/product/1`,
      paths: spreadIds(20_000, items).map(
        (id, index) => `/ar/product/${id}?pass=${pass}&n=${index}`,
      ),
    },
  ];
}
