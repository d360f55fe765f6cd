import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Contact } from '@/contracts/contact';
import { catalogueChanged } from '@/server/cache/catalogue-changed';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';
import type { Customer } from './support/accounts';

// The seeded contacts (src/server/db/seed/data/contacts.ts), in their order.
const WHATSAPP = 1;
const PHONE = 2;
const EMAIL = 3;
const FACEBOOK = 4;
const INSTAGRAM = 5;
const TIKTOK = 6;

// A contact's value becomes a link on the contact page (wa.me, tel:, mailto:, the network's
// page): an admin's typo must be refused in words, not published as a link that goes nowhere.
describeApi('shop contacts: a value fits its type', (suite) => {
  let admin: Customer;

  beforeAll(async () => {
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });

  const save = (id: number, value: string, lang?: string) =>
    suite.api.post(`/admin/contacts/${id}`, { value }, { token: admin.token, lang });

  describe('refused', () => {
    it.each<[string, number, string, string]>([
      ['a WhatsApp number in words', WHATSAPP, 'واتساب المحل', 'اكتب رقم واتساب بالأرقام'],
      ['a WhatsApp number too short', WHATSAPP, '0100', 'اكتب رقم واتساب بالأرقام'],
      ['a phone with letters', PHONE, '0100 call us', 'اكتب رقم التليفون بالأرقام بس'],
      ['an e-mail without a domain', EMAIL, 'orders@', 'اكتب بريد إلكتروني صحيح'],
      ['another site as Facebook', FACEBOOK, 'https://facebook.example/shop', 'الرابط كامل'],
      ['Facebook without https', FACEBOOK, 'http://www.facebook.com/shop', 'الرابط كامل'],
      ['a script as Instagram', INSTAGRAM, 'javascript:alert(1)', 'الرابط كامل'],
      ['TikTok without its scheme', TIKTOK, 'www.tiktok.com/@shop', 'الرابط كامل'],
    ])('%s: 400 on `value`, in Arabic, nothing changed', async (_, id, value, reason) => {
      const before = await databaseFingerprint(suite.server.db, {}, ['contacts', 'staff_audit']);
      const refused = await save(id, value, 'ar');
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['value']);
      expect(refused.body.errors?.value).toContain(reason);
      expect(await databaseFingerprint(suite.server.db, {}, ['contacts', 'staff_audit'])).toEqual(
        before,
      );
    });

    it('says it in English without the Arabic header', async () => {
      const refused = await save(FACEBOOK, 'https://evil.example/x');
      expect(refused.body.errors?.value).toBe(
        'Enter the full link to the shop’s page on this network, starting with https://.',
      );
    });
  });

  // Round 3: the Arabic value skipped the type check, and Arabic pages linked it.
  it.each<[string, number, string, string]>([
    ['another site as Instagram', INSTAGRAM, 'https://evil.example/login', 'الرابط كامل'],
    ['an e-mail with a query', EMAIL, 'x@evil.example?bcc=all@evil.example', 'بريد إلكتروني'],
  ])(
    'checks the Arabic value as the value: %s is 400 on `value_ar`',
    async (_, id, bad, reason) => {
      const before = await databaseFingerprint(suite.server.db, {}, ['contacts', 'staff_audit']);
      const refused = await suite.api.post(
        `/admin/contacts/${id}`,
        { value_ar: bad },
        { token: admin.token, lang: 'ar' },
      );
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['value_ar']);
      expect(refused.body.errors?.value_ar).toContain(reason);
      expect(await databaseFingerprint(suite.server.db, {}, ['contacts', 'staff_audit'])).toEqual(
        before,
      );
    },
  );

  it('takes a fitting Arabic value, and never links one saved before the rule', async () => {
    const arabicValue = async () =>
      (await suite.api.get<Contact[]>('/app_contacts', { lang: 'ar' })).body.results?.find(
        (entry) => entry.id === TIKTOK,
      )?.value;
    const fitting = 'https://www.tiktok.com/@dakahlia.ar';
    const saved = await suite.api.post(
      `/admin/contacts/${TIKTOK}`,
      { value_ar: fitting },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(await arabicValue()).toBe(fitting);
    await suite.server.db
      .updateTable('contacts')
      .set({ value_ar: 'https://evil.example/login' })
      .where('id', '=', TIKTOK)
      .execute();
    catalogueChanged(); // as a write through the API would
    expect(await arabicValue()).toMatch(/^https:\/\/www\.tiktok\.com\//);
  });

  it.each<[string, number, string]>([
    ['a WhatsApp number written internationally', WHATSAPP, '+20 100 123 4567'],
    ['a landline', PHONE, '0502245810'],
    ['an e-mail', EMAIL, 'sales@dakahlia-poultry.example'],
    ['the mobile Facebook site', FACEBOOK, 'https://m.facebook.com/dakahliapoultry'],
    ['Instagram without www', INSTAGRAM, 'https://instagram.com/dakahliapoultry'],
  ])('takes %s, and the shop lists it', async (_, id, value) => {
    expect((await save(id, value)).status).toBe(200);
    const listed = (await suite.api.get<Contact[]>('/app_contacts')).body.results ?? [];
    expect(listed.find((entry) => entry.id === id)?.value).toBe(value);
  });
});
