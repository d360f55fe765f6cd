import { expect, it } from '@jest/globals';
import type { Address } from '@/contracts/address';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { addressBody, createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';

describeApi('addresses', (suite) => {
  async function zones(): Promise<DeliveryCharge[]> {
    return (
      (await suite.api.get<DeliveryCharge[]>('/app_settings/delivery_charges')).body.results ?? []
    );
  }

  it('saves an address with Egyptian fields; the first one is the default', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    const response = await suite.api.post<Address>(
      '/user/address/new',
      addressBody(zone!.id, { phone: '٠١١ ٢٣٤ ٥٦٧٨٩' }),
      {
        token: customer.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual({
      id: expect.any(Number),
      ...addressBody(zone!.id),
      phone: '01123456789',
      is_default: true,
    });
    const second = await createAddress(suite.api, customer.token, zone!.id, { label: 'Work' });
    expect(second.is_default).toBe(false);
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results?.map((address) => address.label)).toEqual(['Home', 'Work']);
  });

  it('fills optional fields with empty text and refuses missing or bad ones by name', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    const minimal = await suite.api.post<Address>(
      '/user/address/new',
      {
        recipient: 'Omar',
        phone: '01234567890',
        zone_id: String(zone!.id),
        city: 'Talkha',
        street: 'Nile St',
      },
      { token: customer.token },
    );
    expect(minimal.status).toBe(200);
    expect(minimal.body.results).toMatchObject({
      label: '',
      building: '',
      landmark: '',
      zone_id: zone!.id,
    });
    const bad = await suite.api.post(
      '/user/address/new',
      { recipient: '', phone: '555', zone_id: 99999, city: ' ', street: 'x'.repeat(500) },
      { token: customer.token, lang: 'ar' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'city',
      'phone',
      'recipient',
      'street',
    ]);
    const unknownZone = await suite.api.post('/user/address/new', addressBody(99999), {
      token: customer.token,
    });
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.errors).toHaveProperty('zone_id');
  });

  it('updates and deletes, moving the default to the newest remaining address', async () => {
    const [zone, other] = await zones();
    const customer = await registerCustomer(suite.api);
    const home = await createAddress(suite.api, customer.token, zone!.id);
    const work = await createAddress(suite.api, customer.token, zone!.id, { label: 'Work' });
    const updated = await suite.api.post<Address>(
      '/user/address/update/',
      {
        ...addressBody(other!.id, { label: 'Office', street: 'Port Said St' }),
        id: work.id,
        is_default: true,
      },
      { token: customer.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.results).toMatchObject({
      id: work.id,
      label: 'Office',
      zone_id: other!.id,
      is_default: true,
    });
    const homeNow = await suite.api.get<Address>(`/user/address/${home.id}`, {
      token: customer.token,
    });
    expect(homeNow.body.results?.is_default).toBe(false);

    const removed = await suite.api.post(
      `/user/address/delete/${work.id}`,
      {},
      { token: customer.token },
    );
    expect(removed.status).toBe(200);
    expect(
      (await suite.api.get(`/user/address/${work.id}`, { token: customer.token })).status,
    ).toBe(404);
    const remaining = await suite.api.get<Address[]>('/user/address/list', {
      token: customer.token,
    });
    expect(remaining.body.results).toEqual([
      expect.objectContaining({ id: home.id, is_default: true }),
    ]);
    expect(
      (await suite.api.post(`/user/address/delete/${work.id}`, {}, { token: customer.token }))
        .status,
    ).toBe(404);
  });

  it("hides another user's addresses behind 404 and never changes them", async () => {
    const [zone] = await zones();
    const owner = await registerCustomer(suite.api);
    const intruder = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, owner.token, zone!.id);
    const asIntruder = { token: intruder.token };
    expect((await suite.api.get(`/user/address/${address.id}`, asIntruder)).status).toBe(404);
    const update = await suite.api.post(
      '/user/address/update',
      { ...addressBody(zone!.id, { street: 'Hacked' }), id: address.id },
      asIntruder,
    );
    expect(update.status).toBe(404);
    expect(
      (await suite.api.post(`/user/address/delete/${address.id}`, {}, asIntruder)).status,
    ).toBe(404);
    const list = await suite.api.get<Address[]>('/user/address/list', asIntruder);
    expect(list.body.results).toEqual([]);
    const mine = await suite.api.get<Address>(`/user/address/${address.id}`, {
      token: owner.token,
    });
    expect(mine.body.results).toEqual(address);
  });

  it('keeps at most 20 addresses per customer', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    for (let index = 0; index < 20; index += 1) {
      await createAddress(suite.api, customer.token, zone!.id, { label: `Place ${index}` });
    }
    const over = await suite.api.post('/user/address/new', addressBody(zone!.id), {
      token: customer.token,
    });
    expect(over.status).toBe(400);
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results).toHaveLength(20);
  });
});
