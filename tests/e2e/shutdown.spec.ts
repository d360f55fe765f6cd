import path from 'node:path';
import { newAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ownOrigin, removeDatabase, startOwnServer } from './support/own-server';

// SIGTERM on the production server (src/server/start-server.mjs): it answers what is in
// flight, writes what is buffered, closes the database, exits 0, and nothing it acknowledged is
// missing when it starts again. Its own server and database: this test stops them.
const PORT = 3190;
const ORIGIN = ownOrigin(PORT);
const ORDERS = 12;

// The caller names the type of `results` it expects from the contract (docs/api.md).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function api<T>(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}/api${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.8.7',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { results: T } };
}

test('SIGTERM drains the orders in flight, closes the database, and loses none of them', async () => {
  test.setTimeout(120_000);
  const databaseFile = path.join('data', 'e2e', `shutdown-${Date.now()}.db`);
  let server = await startOwnServer({ port: PORT, databaseFile });
  try {
    const account = newAccount();
    const registered = await api<{ token: string }>('POST', '/user/register', undefined, account);
    const token = registered.body.results.token;
    const zones = await api<{ id: number }[]>('GET', '/app_settings/delivery_charges');
    const address = await api<{ id: number }>('POST', '/user/address/new', token, {
      recipient: 'Mona Hassan',
      phone: '01012345678',
      zone_id: zones.body.results[0]?.id,
      city: 'Mansoura',
      street: 'El Gomhoreya Street',
    });
    expect(address.status).toBe(200);
    // The seeded delivery rounds serve every zone, so an order names one of its open slots.
    const zoneId = zones.body.results[0]?.id;
    const slots = await api<{ id: number; remaining: number; available: boolean }[]>(
      'GET',
      `/delivery/slots?zone_id=${zoneId}`,
    );
    const slot = slots.body.results.find((open) => open.available && open.remaining >= ORDERS);
    expect(slot, 'an open delivery slot with room for every order').toBeDefined();

    // The orders go out together; the signal follows the first answer, while the others are
    // being answered (SQLite takes them one at a time).
    const placing = Array.from({ length: ORDERS }, () =>
      api<{ id: number }>('POST', '/user/orders/add', token, {
        address_id: address.body.results.id,
        slot_id: slot?.id,
        items: [{ item_id: 12, qty: 1 }],
      }).catch(() => ({ status: 0, body: { results: { id: 0 } } })),
    );
    await Promise.race(placing);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(placing);
    expect(await server.exited, server.log()).toBe(0);
    const log = server.log();
    expect(log).toContain('"event":"server.closed"');
    // The drain was exercised: orders were still being answered after the signal arrived.
    const closing = log.indexOf('"event":"server.closing"');
    expect(log.lastIndexOf('"path":"/api/user/orders/add"')).toBeGreaterThan(closing);
    const acknowledged = answers.filter((answer) => answer.status === 200);
    // Whatever reached the server before the signal was answered, not cut off: placed, or
    // refused by the account's budget of open orders (409, a whole answer); 0 never reached it.
    expect(
      answers.map((answer) => answer.status).filter((status) => ![200, 409, 0].includes(status)),
    ).toEqual([]);

    server = await startOwnServer({ port: PORT, databaseFile });
    const orders = await api<{ id: number }[]>('GET', '/user/orders/list?limit=100', token);
    const ids = orders.body.results.map((order) => order.id).sort();
    expect(ids).toEqual(acknowledged.map((answer) => answer.body.results.id).sort());
  } finally {
    server.child.kill('SIGKILL');
    removeDatabase(databaseFile);
  }
});
