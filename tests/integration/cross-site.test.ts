import { expect, it } from '@jest/globals';
import type { Address } from '@/contracts/address';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { addressBody, registerCustomer, uniquePhone, DEFAULT_PASSWORD } from './support/accounts';
import { describeApi } from './support/describe-api';
import { orderCount } from './support/orders';

const EVIL = { origin: 'https://evil.example' };

describeApi('state-changing calls from another site', (suite) => {
  async function firstZone(): Promise<DeliveryCharge> {
    const zones = await suite.api.get<DeliveryCharge[]>('/app_settings/delivery_charges');
    const [zone] = zones.body.results ?? [];
    if (!zone) throw new Error('the seed has no delivery zone');
    return zone;
  }

  it('refuses a write from another origin with a localised 403 and saves nothing', async () => {
    const zone = await firstZone();
    const customer = await registerCustomer(suite.api);
    const call = (lang: string) =>
      suite.api.post('/user/address/new', addressBody(zone.id), {
        token: customer.token,
        lang,
        headers: EVIL,
      });
    const english = await call('en');
    expect(english.status).toBe(403);
    expect(english.body).toMatchObject({ success: false });
    expect(english.body.message).toContain('another website');
    const arabic = await call('ar');
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toContain('موقع تاني');
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results).toEqual([]);
  });

  it('refuses a cross-site order the browser marked (Sec-Fetch-Site) even without Origin', async () => {
    const customer = await registerCustomer(suite.api);
    const before = await orderCount(suite.server.db);
    const response = await suite.api.post(
      '/user/orders/add',
      { address_id: 1, items: [{ item_id: 1, quantity: 1 }] },
      { token: customer.token, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.status).toBe(403);
    expect(await orderCount(suite.server.db)).toBe(before);
  });

  it('refuses a foreign Origin even when Sec-Fetch-Site says same-origin', async () => {
    const zone = await firstZone();
    const customer = await registerCustomer(suite.api);
    const response = await suite.api.post('/user/address/new', addressBody(zone.id), {
      token: customer.token,
      lang: 'ar',
      headers: { ...EVIL, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toContain('موقع تاني');
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results).toEqual([]);
  });

  it('refuses the opaque "null" origin of sandboxed frames', async () => {
    const customer = await registerCustomer(suite.api);
    const response = await suite.api.post(
      '/user/address/new',
      addressBody((await firstZone()).id),
      { token: customer.token, headers: { origin: 'null' } },
    );
    expect(response.status).toBe(403);
  });

  // Issue 21, finding 9: the check compared hosts only, so `https://<host>` passed on http.
  it('refuses the shop’s own host under another scheme or port', async () => {
    const zone = await firstZone();
    const customer = await registerCustomer(suite.api);
    const own = new URL(suite.server.baseUrl);
    for (const origin of [
      `https://${own.host}`,
      `http://${own.hostname}:${Number(own.port) + 1}`,
    ]) {
      const response = await suite.api.post('/user/address/new', addressBody(zone.id), {
        token: customer.token,
        headers: { origin },
      });
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
    }
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results).toEqual([]);
  });

  it('creates no account for a sign-up posted from another site', async () => {
    const phone = uniquePhone();
    const body = { name: 'Lured', username: phone, phone, password: DEFAULT_PASSWORD };
    const refused = await suite.api.post('/user/register', body, { headers: EVIL });
    expect(refused.status).toBe(403);
    // The number is still free: the refused sign-up created nothing.
    const later = await suite.api.post('/user/register', body);
    expect(later.status).toBe(200);
  });

  it("accepts the shop's own pages, programs that send no Origin, and reads from anywhere", async () => {
    const zone = await firstZone();
    const customer = await registerCustomer(suite.api);
    const own = new URL(suite.server.baseUrl).origin;
    const fromShop = await suite.api.post<Address>('/user/address/new', addressBody(zone.id), {
      token: customer.token,
      headers: { origin: own, 'sec-fetch-site': 'same-origin' },
    });
    expect(fromShop.status).toBe(200);
    const fromProgram = await suite.api.post<Address>(
      '/user/address/new',
      addressBody(zone.id, { label: 'Work' }),
      { token: customer.token },
    );
    expect(fromProgram.status).toBe(200);
    const read = await suite.api.get<Address[]>('/user/address/list', {
      token: customer.token,
      headers: EVIL,
    });
    expect(read.status).toBe(200);
    expect(read.body.results).toHaveLength(2);
  });
});
