import { expect, it } from '@jest/globals';
import { MAX_ADDRESSES, type Address } from '@/contracts/address';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { SchemaDb } from '@/server/db/migrations/column-types';
import { oneDefaultAddressMigration } from '@/server/db/migrations/0005-one-default-address';
import { translate } from '@/server/i18n/translate';
import { addressBody, createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';

const countBy = (values: readonly number[]) =>
  values.reduce<Record<number, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

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

  // Issue 21, finding 4: on PostgreSQL the count and the insert of parallel requests
  // interleaved (26 addresses and 10 defaults were kept). SQLite runs them one at a time.
  it('keeps the cap and one default when 40 creations by one customer arrive at once', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        suite.api.post<Address>(
          '/user/address/new',
          addressBody(zone!.id, { label: `Place ${index}`, is_default: index % 2 === 0 }),
          { token: customer.token, lang: 'ar' },
        ),
      ),
    );
    expect(countBy(responses.map((response) => response.status))).toEqual({
      200: MAX_ADDRESSES,
      400: 40 - MAX_ADDRESSES,
    });
    const capMessage = translate('ar', 'validation.address_limit', { max: MAX_ADDRESSES });
    for (const refused of responses.filter((response) => response.status === 400)) {
      expect(refused.body.errors).toEqual({ body: capMessage });
    }
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results).toHaveLength(MAX_ADDRESSES);
    expect(list.body.results?.filter((address) => address.is_default)).toHaveLength(1);
  });

  it('ends with exactly one default when several addresses are made default at once', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    const addresses: Address[] = [];
    for (let index = 0; index < 8; index += 1) {
      addresses.push(
        await createAddress(suite.api, customer.token, zone!.id, { label: `Place ${index}` }),
      );
    }
    const responses = await Promise.all(
      addresses.map((address) =>
        suite.api.post<Address>(
          '/user/address/update',
          { ...addressBody(zone!.id, { label: address.label }), id: address.id, is_default: true },
          { token: customer.token },
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(addresses.map(() => 200));
    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results?.filter((address) => address.is_default)).toHaveLength(1);
  });

  it('refuses a second default address in the database itself', async () => {
    const [zone] = await zones();
    const customer = await registerCustomer(suite.api);
    await createAddress(suite.api, customer.token, zone!.id);
    const secondDefault = {
      ...addressBody(zone!.id, { label: 'Sneaked in' }),
      user_id: customer.user.id,
      is_default: 1 as const,
      created_at: 1,
      updated_at: 1,
    };
    const error = await suite.server.db
      .insertInto('addresses')
      .values(secondDefault)
      .execute()
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(isUniqueViolation(error)).toBe(true);
    // A default for another customer is still allowed: the rule is one per customer.
    const other = await registerCustomer(suite.api);
    await expect(
      suite.server.db
        .insertInto('addresses')
        .values({ ...secondDefault, user_id: other.user.id })
        .execute(),
    ).resolves.toBeDefined();
  });

  it('upgrades a database that holds several defaults, keeping the last updated one', async () => {
    const [zone] = await zones();
    const { db } = suite.server;
    const migrationDb = db as unknown as SchemaDb;
    const engine = suite.server.database.engine;
    const customer = await registerCustomer(suite.api);
    const [first, second, third] = [
      await createAddress(suite.api, customer.token, zone!.id, { label: 'First' }),
      await createAddress(suite.api, customer.token, zone!.id, { label: 'Second' }),
      await createAddress(suite.api, customer.token, zone!.id, { label: 'Third' }),
    ];
    // The database as the version before the index left it, after a burst of requests.
    await oneDefaultAddressMigration.down(migrationDb, engine);
    const updatedAt = new Map([
      [first.id, 100],
      [second.id, 300],
      [third.id, 200],
    ]);
    for (const [id, at] of updatedAt) {
      await db
        .updateTable('addresses')
        .set({ is_default: 1, updated_at: at })
        .where('id', '=', id)
        .execute();
    }
    await oneDefaultAddressMigration.up(migrationDb, engine);

    const list = await suite.api.get<Address[]>('/user/address/list', { token: customer.token });
    expect(list.body.results?.filter((address) => address.is_default)).toEqual([
      expect.objectContaining({ id: second.id }),
    ]);
    const error = await db
      .updateTable('addresses')
      .set({ is_default: 1 })
      .where('id', '=', first.id)
      .execute()
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
