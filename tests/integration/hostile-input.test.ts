import { expect, it } from '@jest/globals';
import type { Address } from '@/contracts/address';
import { translate } from '@/server/i18n/translate';
import {
  addressBody,
  createAddress,
  DEFAULT_PASSWORD,
  registerCustomer,
  uniquePhone,
} from './support/accounts';
import { describeApi, type ApiSuite } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';

const HOSTILE_VALUES: ReadonlyArray<[string, unknown]> = [
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a boolean', true],
  ['an array', ['a', 1]],
  ['an object', { $gt: '' }],
  ['a 100k string', 'x'.repeat(100_000)],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "1'; DROP TABLE users; --"],
  ['SQL tautology', "' OR '1'='1"],
];

const HOSTILE_BODIES: ReadonlyArray<[string, string]> = [
  ['JSON null', 'null'],
  ['a JSON number', '42'],
  ['a JSON string', '"hello"'],
  ['a JSON array', '[{"item_id":1}]'],
  ['malformed JSON', '{"username":'],
  ['not JSON at all', 'username=a&password=b'],
  ['an empty object', '{}'],
  [
    'a prototype pollution attempt',
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
  ],
];

interface Target {
  path: string;
  fields: string[];
  auth: boolean;
}

const TARGETS: readonly Target[] = [
  {
    path: '/user/register',
    fields: ['name', 'username', 'phone', 'email', 'password'],
    auth: false,
  },
  { path: '/user/login', fields: ['username', 'password'], auth: false },
  { path: '/user/forget_password', fields: ['username'], auth: false },
  { path: '/user/check-pin', fields: ['username', 'pin'], auth: false },
  { path: '/user/reset-password', fields: ['username', 'pin', 'password'], auth: false },
  { path: '/user/update_account', fields: ['name', 'email', 'phone'], auth: true },
  { path: '/user/change_password', fields: ['password', 'new_password'], auth: true },
  { path: '/user/fav_items/add', fields: ['item_id'], auth: true },
  { path: '/user/fav_items/remove', fields: ['item_id'], auth: true },
  { path: '/user/address/new', fields: Object.keys(addressBody(1)), auth: true },
  { path: '/user/address/update', fields: ['id', ...Object.keys(addressBody(1))], auth: true },
  {
    path: '/user/orders/add',
    fields: ['address_id', 'items', 'notes', 'payment_method'],
    auth: true,
  },
  { path: '/items/search', fields: ['search_criteria', 'category_id'], auth: false },
];

async function expectRefusedAndUnchanged(
  suite: ApiSuite,
  send: () => Promise<{ status: number; body: { success: boolean } }>,
  label: string,
) {
  const before = await databaseFingerprint(suite.server.db);
  const response = await send();
  expect({ label, status: response.status >= 400 && response.status < 500 }).toEqual({
    label,
    status: true,
  });
  expect(response.body.success).toBe(false);
  expect(await databaseFingerprint(suite.server.db)).toEqual(before);
}

/** A customer of the case's own, signed in, with an address: any case can run alone. */
async function customerWithAddress(suite: ApiSuite) {
  const customer = await registerCustomer(suite.api);
  const address = await createAddress(suite.api, customer.token, 1);
  return { token: customer.token, addressId: address.id };
}

describeApi('hostile input', (suite) => {
  it.each(TARGETS.map((target) => [target.path, target] as const))(
    '%s refuses hostile bodies with 4xx and changes nothing',
    async (_path, target) => {
      const options = target.auth ? { token: (await customerWithAddress(suite)).token } : {};
      for (const [label, raw] of HOSTILE_BODIES) {
        await expectRefusedAndUnchanged(
          suite,
          () => suite.api.postRaw(target.path, raw, options),
          `${target.path} ${label}`,
        );
      }
      for (const [label, value] of HOSTILE_VALUES) {
        // The value in every field at once: at least one field must refuse it.
        const body = Object.fromEntries(target.fields.map((field) => [field, value]));
        await expectRefusedAndUnchanged(
          suite,
          () => suite.api.post(target.path, body, options),
          `${target.path} all=${label}`,
        );
      }
    },
    60_000,
  );

  it('keeps valid bodies working after hostile ones, with markup refused where text is stored', async () => {
    const { token } = await customerWithAddress(suite);
    // The hostile bodies that could leave something behind: a prototype polluted, a parser
    // left waiting for the rest of a malformed body.
    for (const [, raw] of HOSTILE_BODIES) {
      await suite.api.postRaw('/user/update_account', raw, { token });
      await suite.api.postRaw('/items/search', raw);
    }
    const good = await suite.api.post(
      '/user/address/new',
      addressBody(1, { notes: 'Gate <b>2</b>' }),
      { token },
    );
    expect(good.status).toBe(400);
    expect(good.body.errors).toHaveProperty('notes');
    // Quotes are only characters to the search: no tautology, just the words "or" and "1".
    const all = await suite.api.get('/items/list');
    const search = await suite.api.post('/items/search', { search_criteria: "' OR '1'='1" });
    expect(search.status).toBe(200);
    expect(search.body.total).toBeLessThan(all.body.total ?? 0);
    const profile = await suite.api.get('/user/profile', { token });
    expect(profile.status).toBe(200);
  });

  // Issue 21, finding 8: a right-to-left override (U+202E) in a name, an address or a note
  // was stored and shown as typed, reordering what the seller reads.
  it('refuses direction overrides in names, addresses and notes, and keeps Arabic marks', async () => {
    const { token, addressId } = await customerWithAddress(suite);
    const rlo = '\u202e';
    const phone = uniquePhone();
    const cases = [
      {
        path: '/user/register',
        body: { name: `Mona${rlo} Hassan`, username: phone, phone, password: DEFAULT_PASSWORD },
        field: 'name',
        auth: false,
      },
      { path: '/user/update_account', body: { name: `${rlo}Mona` }, field: 'name', auth: true },
      {
        path: '/user/address/new',
        body: addressBody(1, { street: `Nile St ${rlo}21` }),
        field: 'street',
        auth: true,
      },
      {
        path: '/user/address/update',
        body: { ...addressBody(1, { notes: `Ring ${rlo}twice` }), id: addressId },
        field: 'notes',
        auth: true,
      },
      {
        path: '/user/orders/add',
        body: { address_id: addressId, items: [{ item_id: 1, qty: 1 }], notes: `Gate${rlo} 2` },
        field: 'notes',
        auth: true,
      },
    ];
    for (const { path, body, field, auth } of cases) {
      const before = await databaseFingerprint(suite.server.db);
      const response = await suite.api.post(
        path,
        body,
        auth ? { token, lang: 'ar' } : { lang: 'ar' },
      );
      expect({ path, status: response.status, errors: response.body.errors }).toEqual({
        path,
        status: 400,
        errors: { [field]: translate('ar', 'validation.direction_control') },
      });
      expect(await databaseFingerprint(suite.server.db)).toEqual(before);
    }

    // The right-to-left mark is how Arabic text keeps a number in its place: still welcome.
    const rlm = '\u200f';
    const marked = await suite.api.post<Address>(
      '/user/address/new',
      addressBody(1, { street: `شارع النيل${rlm} 21`, notes: `الدور ٣${rlm}` }),
      { token },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.results).toMatchObject({
      street: `شارع النيل${rlm} 21`,
      notes: `الدور ٣${rlm}`,
    });
    const renamed = await suite.api.post(
      '/user/update_account',
      { name: `منى${rlm} حسن` },
      { token },
    );
    expect(renamed.status).toBe(200);
  });

  // Round 3: a name of Hangul fillers (U+3164) passed every rule and made an account whose
  // name nobody could read; a ZWNJ between Arabic letters is how Arabic is written.
  it('refuses a name of invisible fillers and creates nothing; keeps Arabic with a ZWNJ', async () => {
    const phone = uniquePhone();
    const before = await databaseFingerprint(suite.server.db);
    const body = { name: '\u3164\u3164', username: phone, phone, password: DEFAULT_PASSWORD };
    const refused = await suite.api.post('/user/register', body, { lang: 'ar' });
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({
      status: 400,
      errors: { name: translate('ar', 'validation.invisible_name') },
    });
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
    const taken = await suite.api.post('/user/register', { ...body, name: 'مى\u200cار حسن' });
    expect(taken.status).toBe(200);
  });

  it('answers 413 for a body over 64 KiB and 400 for strings over a field’s length', async () => {
    const huge = await suite.api.post('/user/login', {
      username: 'a'.repeat(70_000),
      password: 'x',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    const long = await suite.api.post('/user/login', { username: 'a'.repeat(300), password: 'x' });
    expect(long.status).toBe(400);
  });

  it('treats a hostile path parameter as a missing resource', async () => {
    const { token } = await customerWithAddress(suite);
    for (const id of ["1'%20OR%201=1", '%3Cscript%3E', '1;DROP', '%00', '..%2F..%2Fetc']) {
      expect((await suite.api.get(`/item/details/${id}`)).status).toBe(404);
      expect((await suite.api.get(`/user/orders/${id}`, { token })).status).toBe(404);
    }
  });
});
