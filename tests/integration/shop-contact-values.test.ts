import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Contact } from '@/contracts/contact';
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
      ['a WhatsApp number in words', WHATSAPP, 'واتساب المحل', 'أدخل رقم واتساب بالأرقام'],
      ['a WhatsApp number too short', WHATSAPP, '0100', 'أدخل رقم واتساب بالأرقام'],
      ['a phone with letters', PHONE, '0100 call us', 'اكتب رقم التليفون بالأرقام فقط'],
      ['an e-mail without a domain', EMAIL, 'orders@', 'أدخل بريدًا إلكترونيًا صحيحًا'],
      ['another site as Facebook', FACEBOOK, 'https://facebook.example/shop', 'الرابط الكامل'],
      ['Facebook without https', FACEBOOK, 'http://www.facebook.com/shop', 'الرابط الكامل'],
      ['a script as Instagram', INSTAGRAM, 'javascript:alert(1)', 'الرابط الكامل'],
      ['TikTok without its scheme', TIKTOK, 'www.tiktok.com/@shop', 'الرابط الكامل'],
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
