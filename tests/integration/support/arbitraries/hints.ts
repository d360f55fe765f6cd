import fc from 'fast-check';
import { MAX_ID } from '@/contracts/field-rules';
import { shopDate } from '@/lib/shop-calendar';
import type { Hints } from './json-schema';

/**
 * What exists in the test shop when a route's property starts: real ids, accounts and a live
 * reset PIN, so that a fair share of generated requests pass validation and reach the
 * handlers (see property-fixtures.ts).
 */
export interface ShopFacts {
  itemIds: readonly number[];
  categoryIds: readonly number[];
  zoneIds: readonly number[];
  /** The signed-in customer's addresses and orders. */
  addressIds: readonly number[];
  orderIds: readonly number[];
  /** Another account's (the admin's): a customer asking for these must get a 404. */
  otherAddressIds: readonly number[];
  otherOrderIds: readonly number[];
  usernames: readonly string[];
  /** The drivers a round may be given to. */
  driverIds: readonly number[];
  passwords: readonly string[];
  pins: readonly string[];
  recipients: readonly string[];
  searchTerms: readonly string[];
  /** Real pictures (PNG and JPEG) an upload route takes. */
  pictures: readonly Uint8Array[];
  /** Order lines (any account's), for the weights route. */
  lineIds: readonly number[];
  /** Items sold by weight, with their weights (kg) and one option of each group they offer. */
  weighedItems: ReadonlyArray<{
    id: number;
    weights: readonly number[];
    optionIds: readonly number[];
  }>;
  /** Every weight (kg) some item offers, and every live option id. */
  weights: readonly number[];
  optionIds: readonly number[];
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d);

/** A pool's value, or an id nobody has: numbers, numeric strings, padded ones. */
function idValue(pool: readonly number[]): fc.Arbitrary<unknown> {
  const known = pool.length > 0 ? fc.constantFrom(...pool) : fc.integer({ min: 1, max: 50 });
  return fc.oneof(
    { weight: 6, arbitrary: known },
    { weight: 2, arbitrary: known.map(String) },
    { weight: 1, arbitrary: known.map((id) => ` 00${id} `) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_ID }) },
  );
}

/** An Egyptian mobile as people type it: plain, Arabic-Indic digits, spaces or dashes. */
export const mobileNumber: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('010', '011', '012', '015'), fc.stringMatching(/^\d{8}$/))
  .chain(([prefix, rest]) => {
    const plain = `${prefix}${rest}`;
    return fc.constantFrom(
      plain,
      plain,
      toArabicDigits(plain),
      `${prefix} ${rest.slice(0, 4)} ${rest.slice(4)}`,
      `${prefix}-${rest}`,
    );
  });

const simpleEmail = fc.stringMatching(/^[a-z][a-z0-9]{0,10}@[a-z]{2,8}\.(com|eg)$/);

const oneOf = <T>(pool: readonly T[], fallback: fc.Arbitrary<T>) =>
  pool.length > 0 ? fc.constantFrom(...pool) : fallback;

/** A price as staff type it: whole or with piastres, sometimes in Arabic-Indic digits. */
const price = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 900 }) },
  { weight: 2, arbitrary: fc.integer({ min: 100, max: 90_000 }).map((cents) => cents / 100) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 900 }).map((pounds) => toArabicDigits(`${pounds}`)),
  },
);

/** A product's name in either language, as the seller would write it. */
const productName = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('Baladi duck', 'بط بلدي', 'Quail ×6', 'فراخ بيضاء مخلية'),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^\p{L}[\p{L} ]{1,30}$/u) },
);

/** A preparation choice as staff type it: a kind, both names, a delta in EGP. */
const optionInput = fc.record(
  {
    group: fc.constantFrom('cut', 'skin', 'service', 'stuffing', 'packing'),
    name_en: fc.constantFrom('Whole', '8 pieces', 'Skinless'),
    name_ar: fc.constantFrom('صحيحة', '٨ قطع', 'من غير جلد'),
    price_delta: fc.oneof(fc.constantFrom(0, 3, 10, 15), price),
  },
  { requiredKeys: ['group', 'name_en', 'name_ar', 'price_delta'] },
);

/** The weights route's lines: each names a line (or its item) and what it weighed. */
function weighedLines(facts: ShopFacts): fc.Arbitrary<unknown> {
  const kg = fc.integer({ min: 1, max: 9000 }).map((grams) => grams / 1000);
  const line = fc.oneof(
    { weight: 3, arbitrary: fc.record({ line_id: idValue(facts.lineIds), weight: kg }) },
    { weight: 1, arbitrary: fc.record({ item_id: idValue(facts.itemIds), weight: kg }) },
  );
  return fc.array(line, { minLength: 1, maxLength: 3 });
}

/** A complaint's lines: distinct order lines, each with what went wrong. */
function complainedLines(facts: ShopFacts): fc.Arbitrary<unknown> {
  const reason = fc.constantFrom('wrong_weight', 'quality', 'missing', 'other');
  return fc.uniqueArray(fc.record({ line_id: idValue(facts.lineIds), reason }), {
    minLength: 1,
    maxLength: 3,
    selector: (line) => String(line.line_id).trim().replace(/^0+/, ''),
  });
}

/**
 * Hints for one route's body where a field's name means something else there: a complaint's
 * `lines` are not the weights route's.
 */
export function routeHints(path: string, facts: ShopFacts): Hints {
  if (path === '/user/orders/:id/complaints') return { lines: complainedLines(facts) };
  return {};
}

/** An order's lines as the storefront sends them: a weight the item offers, its own options. */
function orderLines(facts: ShopFacts): fc.Arbitrary<unknown> {
  const weighed =
    facts.weighedItems.length > 0
      ? fc.constantFrom(...facts.weighedItems).chain((item) =>
          fc.record({
            item_id: fc.constant(item.id),
            qty: fc.integer({ min: 1, max: 3 }),
            weight: fc.constantFrom(...item.weights),
            option_ids: fc.subarray([...item.optionIds]),
          }),
        )
      : fc.constant({ item_id: 1, qty: 1 });
  const byPiece = fc.record({
    item_id: idValue(facts.itemIds),
    qty: fc.integer({ min: 1, max: 3 }),
  });
  return fc.array(fc.oneof(weighed, byPiece), { minLength: 1, maxLength: 3 });
}

/** Base64url of `bytes` random bytes, as a browser's push keys are written. */
const base64url = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((raw) => Buffer.from(raw).toString('base64url'));

/** A browser's push subscription: a push service's endpoint (the shop takes no other host). */
const pushEndpoint = fc
  .tuple(
    fc.constantFrom(
      'https://fcm.googleapis.com/fcm/send/',
      'https://updates.push.services.mozilla.com/wpush/v2/',
    ),
    fc.stringMatching(/^[A-Za-z0-9_-]{20,120}$/),
  )
  .map(([service, token]) => `${service}${token}`);

/** Some of a person's message channels, on or off. */
const channels = fc.record(
  { sms: fc.boolean(), whatsapp: fc.boolean(), email: fc.boolean(), push: fc.boolean() },
  { requiredKeys: [] },
);

/** An amount in EGP of whole piastres, now and then one finer (which the API refuses). */
const piastres = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 200_000 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 2_000, noNaN: true }) },
);

export function shopHints(facts: ShopFacts): Hints {
  const allAddresses = [...facts.addressIds, ...facts.otherAddressIds];
  const username = fc.oneof(
    { weight: 2, arbitrary: oneOf(facts.usernames, mobileNumber) },
    { weight: 2, arbitrary: mobileNumber },
    { weight: 1, arbitrary: simpleEmail },
    {
      weight: 1,
      arbitrary: oneOf(facts.usernames, simpleEmail).map((name) => ` ${name.toUpperCase()} `),
    },
  );
  const password = fc.oneof(
    { weight: 3, arbitrary: oneOf(facts.passwords, fc.string({ minLength: 8 })) },
    { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 40, unit: 'grapheme' }) },
  );
  const pin = fc.oneof(
    { weight: 3, arbitrary: oneOf(facts.pins, fc.stringMatching(/^\d{6}$/)) },
    { weight: 1, arbitrary: oneOf(facts.pins, fc.constant('000000')).map(toArabicDigits) },
    { weight: 2, arbitrary: fc.stringMatching(/^\d{6}$/) },
  );
  return {
    item_id: idValue(facts.itemIds),
    category_id: idValue(facts.categoryIds),
    zone_id: idValue(facts.zoneIds),
    address_id: idValue(allAddresses),
    // The address update's `id`; path parameters have their own (path-params.ts).
    id: idValue(allAddresses),
    qty: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) },
      fc.integer({ min: 1, max: 999 }),
    ),
    phone: mobileNumber,
    endpoint: pushEndpoint,
    keys: fc.record({ p256dh: base64url(65), auth: base64url(16) }),
    channels,
    username,
    email: fc.oneof(simpleEmail, fc.emailAddress(), fc.constantFrom('', null)),
    password,
    new_password: fc.string({ minLength: 8, maxLength: 40, unit: 'grapheme-ascii' }),
    pin,
    recipient: fc.oneof(
      oneOf(facts.recipients, mobileNumber),
      fc.string({ minLength: 2, maxLength: 20 }),
    ),
    name_en: productName,
    name_ar: productName,
    description_en: fc.constantFrom('', 'Fresh from this morning.', 'طازة من دبيحة الصبح.'),
    description_ar: fc.constantFrom('', 'Fresh from this morning.', 'طازة من دبيحة الصبح.'),
    price,
    // None: a random old price is rarely above the price and within 60 % of it (the schema's
    // own values, one time in eight, try those).
    old_price: fc.constantFrom(null, ''),
    stock: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 99 }).map(String)),
    // Most per order: none, or a whole number as sent or as typed.
    max_per_order: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(null, '') },
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
    ),
    // An item's weight (kg per piece), its choices; staff's lists of both.
    weight: fc.oneof(
      { weight: 4, arbitrary: oneOf(facts.weights, fc.constant(1)) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map((grams) => grams / 1000) },
    ),
    option_ids: fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 2, arbitrary: fc.array(idValue(facts.optionIds), { maxLength: 2 }) },
    ),
    weight_options: fc.oneof(
      { weight: 6, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.uniqueArray(fc.constantFrom(0.5, 1, 1.25, 1.5, 2, 3), { maxLength: 5 }),
      },
    ),
    options: fc.array(optionInput, { maxLength: 4 }),
    line_id: idValue(facts.lineIds),
    lines: weighedLines(facts),
    items: orderLines(facts),
    // The zone's delivery rounds; no slot is known here, any small id will do to parse.
    slot_id: idValue([]),
    // A round's day: mostly today in Cairo, where rounds are; sometimes another day.
    date: fc.oneof(
      { weight: 6, arbitrary: fc.constant(shopDate(Date.now())) },
      { weight: 1, arbitrary: fc.constantFrom('2026-01-31', '2026-02-30', '31/01/2026', '') },
    ),
    driver_id: idValue(facts.driverIds),
    order_ids: fc.uniqueArray(idValue([...facts.orderIds, ...facts.otherOrderIds]), {
      minLength: 1,
      maxLength: 3,
      selector: String,
    }),
    // Cash at a door or handed over: whole piastres mostly, as a keypad gives them.
    cash_received: piastres,
    handed_over: piastres,
    search_criteria: fc.oneof(
      { weight: 3, arbitrary: oneOf(facts.searchTerms, fc.constant('eggs')) },
      { weight: 1, arbitrary: fc.constantFrom('', null) },
    ),
    // A search's term, as the results page sends it with a click.
    query: fc.oneof(
      { weight: 3, arbitrary: oneOf(facts.searchTerms, fc.constant('eggs')) },
      { weight: 1, arbitrary: fc.constantFrom('', 'a@b.eg', '01012345678') },
    ),
    // The search statistics' window: mostly a week or a month, sometimes past the 90 days.
    days: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(7, 30, '90', '1') },
      { weight: 1, arbitrary: fc.constantFrom(0, 91, '7.5', 'week') },
    ),
  };
}

/**
 * The ids a route's path parameter names, so that most requests find a row; other routes
 * (a new one, say) get every id of the shop, which still names something now and then.
 */
export function pathIdValue(facts: ShopFacts, path: string): fc.Arbitrary<unknown> {
  const addresses = [...facts.addressIds, ...facts.otherAddressIds];
  const pools: Record<string, readonly number[]> = {
    '/items/list/:categoryId': facts.categoryIds,
    '/item/details/:id': facts.itemIds,
    '/items/similar/:id': facts.itemIds,
    '/user/orders/:id': [...facts.orderIds, ...facts.otherOrderIds],
    '/user/orders/:id/cancel': [...facts.orderIds, ...facts.otherOrderIds],
    '/admin/orders/:id': [...facts.orderIds, ...facts.otherOrderIds],
    '/admin/orders/:id/status': [...facts.orderIds, ...facts.otherOrderIds],
    '/admin/orders/:id/weights': [...facts.orderIds, ...facts.otherOrderIds],
    '/admin/items/:id': facts.itemIds,
    '/admin/items/:id/images': facts.itemIds,
    '/admin/items/:id/prices': facts.itemIds,
    '/admin/categories/:id': facts.categoryIds,
    '/user/address/:id': addresses,
    '/user/address/delete/:id': addresses,
    '/admin/delivery-zones/:id': facts.zoneIds,
    '/driver/stops/:id/delivered': [...facts.orderIds, ...facts.otherOrderIds],
    '/driver/stops/:id/failed': [...facts.orderIds, ...facts.otherOrderIds],
  };
  return idValue(pools[path] ?? [...facts.itemIds, ...facts.categoryIds, ...addresses]);
}
