// What a shopper's phone does, as plain HTTP calls to the shop's API (docs/api.md): sign up,
// add an address, sign in, place an order with an Idempotency-Key.
import type { AuthResult } from '@/contracts/account';
import type { Address } from '@/contracts/address';
import type { Order, PlaceOrderBody } from '@/contracts/order';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order';

export interface Shopper {
  phone: string;
  password: string;
  token: string;
  userId: number;
  addressId: number;
  /** The address the shopper's requests come from (the shop trusts X-Forwarded-For). */
  ip: string;
}

export interface Answer<T> {
  status: number;
  results?: T;
  message?: string;
  /** A refusal's reasons, by field. */
  errors?: Record<string, string>;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** What came back: the status, the body as text, and which instance answered behind nginx. */
export interface Reply {
  status: number;
  text: string;
  /** X-Upstream, which only the cluster test's nginx sends ('' elsewhere). */
  upstream: string;
}

/** One HTTP request as a phone sends it: JSON body, bearer token, its own address. */
export async function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const response = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    text: await response.text(),
    upstream: response.headers.get('x-upstream') ?? '',
  };
}

/** An API call (`/api` + path), its envelope parsed. */
export async function call<T>(
  origin: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const { status, text } = await request(`${origin}/api${path}`, options);
  let parsed: Omit<Answer<T>, 'status'> = {};
  try {
    parsed = JSON.parse(text) as Omit<Answer<T>, 'status'>;
  } catch {
    // Not the API's envelope (a proxy's page, say): the status says enough.
  }
  return { status, results: parsed.results, message: parsed.message, errors: parsed.errors };
}

function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200 || answer.results === undefined) {
    throw new Error(`${what}: ${answer.status} ${answer.message ?? ''}`);
  }
  return answer.results;
}

/**
 * A new customer with one address: in Mansoura (the first zone: no minimum order), or in
 * `zoneId`; with an e-mail address when `withEmail` (its messages then go by e-mail).
 */
export async function newShopper(
  origin: string,
  index: number,
  tag: string,
  zoneId?: number,
  withEmail = false,
): Promise<Shopper> {
  // 011 + 8 digits: unique per run (tag) and shopper.
  const phone = `011${tag.slice(-4).padStart(4, '0')}${String(index).padStart(4, '0')}`;
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const password = 'resilience-pass-2026';
  const auth = expectOk(
    await call<AuthResult>(origin, '/user/register', {
      body: {
        name: `Shopper ${index}`,
        username: phone,
        phone,
        password,
        ...(withEmail ? { email: `shopper-${phone}@example.com` } : {}),
      },
      ip,
    }),
    'register',
  );
  const zone =
    zoneId === undefined
      ? expectOk(await call<{ id: number }[]>(origin, '/app_settings/delivery_charges'), 'zones')[0]
      : { id: zoneId };
  if (!zone) throw new Error('The seed has no delivery zone');
  const address = expectOk(
    await call<Address>(origin, '/user/address/new', {
      body: {
        recipient: `Shopper ${index}`,
        phone,
        zone_id: zone.id,
        city: 'Mansoura',
        street: 'El Gomhoreya Street',
      },
      token: auth.token,
      ip,
    }),
    'address',
  );
  return { phone, password, token: auth.token, userId: auth.user.id, addressId: address.id, ip };
}

export async function signIn(origin: string, shopper: Shopper): Promise<Answer<AuthResult>> {
  return call<AuthResult>(origin, '/user/login', {
    body: { username: shopper.phone, password: shopper.password },
    ip: shopper.ip,
  });
}

export async function placeOrder(
  origin: string,
  shopper: Shopper,
  body: PlaceOrderBody,
  key: string,
): Promise<Answer<Order>> {
  return call<Order>(origin, '/user/orders/add', {
    body,
    token: shopper.token,
    ip: shopper.ip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}
