import type { APIRequestContext, Page } from '@playwright/test';

/** Seeded delivery zones the journeys rely on (src/server/db/seed/data/delivery-zones.ts). */
export const ZONES = {
  mansoura: { id: 1, fee: 15, minOrder: 0, en: 'Mansoura', ar: 'المنصورة' },
  mitGhamr: { id: 3, fee: 30, minOrder: 150 },
  gamasa: { id: 14, fee: 60, minOrder: 400, en: 'Gamasa', ar: 'جمصة' },
} as const;

export type ShopItem = { id: number; name: string; price: number; image: string; unit: string };

/** A published item as the API describes it (in `lang`), for a cart line or expected totals. */
export async function shopItem(
  request: APIRequestContext,
  id: number,
  lang: 'en' | 'ar' = 'en',
): Promise<ShopItem> {
  const response = await request.get(`/api/item/details/${id}`, { headers: { lang } });
  const { results } = (await response.json()) as { results: ShopItem };
  return results;
}

/** Puts lines in the saved cart (localStorage `cart`); reload or navigate afterwards. */
export async function seedCart(page: Page, lines: (ShopItem & { qty: number })[]): Promise<void> {
  await page.evaluate((cart) => {
    window.localStorage.setItem('cart', JSON.stringify(cart));
  }, lines);
}

export async function savedCart(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[]);
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Saves an address through the API (for tests whose subject is not the address form). */
export async function createAddress(
  request: APIRequestContext,
  token: string,
  fields: { zone_id: number; recipient?: string; street?: string; landmark?: string },
): Promise<{ id: number }> {
  const response = await request.post('/api/user/address/new', {
    headers: auth(token),
    data: {
      recipient: 'Test Shopper',
      phone: '01012345678',
      city: 'Mansoura',
      street: 'El Gomhoreya St.',
      building: '12',
      ...fields,
    },
  });
  if (!response.ok()) throw new Error(`address failed: ${response.status()}`);
  return ((await response.json()) as { results: { id: number } }).results;
}

export type ApiOrder = { id: number; number: string; total: number; status: string };

export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  body: { address_id: number; items: { item_id: number; qty: number }[]; notes?: string },
): Promise<ApiOrder> {
  const response = await request.post('/api/user/orders/add', { headers: auth(token), data: body });
  if (!response.ok())
    throw new Error(`order failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { results: ApiOrder }).results;
}

/** The account's orders: by its token, or else by the context's session cookie. */
export async function ordersOf(request: APIRequestContext, token?: string): Promise<ApiOrder[]> {
  const response = await request.get('/api/user/orders/list', {
    headers: { ...(token ? auth(token) : {}), limit: '10000' },
  });
  return ((await response.json()) as { results: ApiOrder[] }).results;
}
