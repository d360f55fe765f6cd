import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  // Only these fields: spread into a cart line, the item's whole `options` list would read as
  // choices picked.
  const { id: itemId, name, price, image, unit } = results;
  return { id: itemId, name, price, image, unit };
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

/** The first slot still open of a zone's delivery rounds (the seed's rounds serve every zone). */
export async function openSlotId(
  request: APIRequestContext,
  zoneId: number,
): Promise<number | undefined> {
  const response = await request.get(`/api/delivery/slots?zone_id=${zoneId}`);
  if (!response.ok()) throw new Error(`slots failed: ${response.status()}`);
  const { results } = (await response.json()) as {
    results: { id: number; available: boolean }[];
  };
  return results.find((slot) => slot.available)?.id;
}

/** Places an order as the API's caller would; a slot is picked when the zone has rounds. */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  order: {
    address_id: number;
    items: { item_id: number; qty: number; weight?: number; option_ids?: number[] }[];
    notes?: string;
    slot_id?: number;
  },
): Promise<ApiOrder> {
  const address = await request.get(`/api/user/address/${order.address_id}`, {
    headers: auth(token),
  });
  const { zone_id } = ((await address.json()) as { results: { zone_id: number } }).results;
  const body = { slot_id: await openSlotId(request, zone_id), ...order };
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

/** Picks the first delivery slot still open at checkout (the seed's rounds serve every zone). */
export async function chooseFirstSlot(page: Page): Promise<void> {
  const open = page.getByTestId('slot').and(page.locator(':enabled')).first();
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');
}
