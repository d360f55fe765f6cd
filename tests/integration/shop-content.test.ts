import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Contact } from '@/contracts/contact';
import type { ShopFacts, StaffShopContent } from '@/contracts/shop-content';
import type { Branch } from '@/contracts/shop-info';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

// Seeded (src/server/db/seed/data): branch 1 is Mansoura, contact 7 the head branch's address,
// promise 3 the delivery line.
const MANSOURA = 1;
const ADDRESS = 7;
const DELIVERY = 3;

describeApi('shop content: one set of facts, edited by admins', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  const facts = async (lang = 'en') =>
    (await suite.api.get<ShopFacts>('/shop/facts', { lang })).body.results!;
  const branches = async (lang = 'en') =>
    (await suite.api.get<Branch[]>('/branches/list', { lang })).body.results ?? [];
  const contacts = async (lang = 'en') =>
    (await suite.api.get<Contact[]>('/app_contacts', { lang })).body.results ?? [];
  const audit = async (entity: string, id: number) =>
    (
      await suite.api.get<AuditEntry[]>(`/admin/audit?entity=${entity}&entity_id=${id}`, {
        token: admin.token,
      })
    ).body.results ?? [];

  it('serves one set of opening hours: the footer’s facts and every branch agree', async () => {
    for (const lang of ['en', 'ar']) {
      const shop = await facts(lang);
      const list = await branches(lang);
      expect(list.length).toBeGreaterThan(1);
      for (const branch of list) expect(branch.hours).toBe(shop.hours);
    }
    const ar = await facts('ar');
    expect(ar.hours).toContain('١٠ مساءً');
    expect(ar.promises.map((promise) => promise.title)).toContain('الدفع عند الاستلام');
  });

  it('gives the head branch’s address in Arabic on Arabic pages', async () => {
    const address = (await contacts('ar')).find((contact) => contact.type === 'address');
    expect(address?.value).toBe('شارع الجمهورية، بجوار شارع طلعت حرب، المنصورة، الدقهلية');
    const english = (await contacts('en')).find((contact) => contact.type === 'address');
    expect(english?.value).toMatch(/^El Gomhoreya St\./);
  });

  describe('who may call', () => {
    const writes: [string, unknown][] = [
      ['/admin/shop-facts', { hours_en: 'Never' }],
      [`/admin/promises/${DELIVERY}`, { title_en: 'Never' }],
      [`/admin/branches/${MANSOURA}`, { name_en: 'Never' }],
      [`/admin/contacts/${ADDRESS}`, { label_en: 'Never' }],
    ];

    it('refuses no token (401) and a customer (403); a seller reads but may not write', async () => {
      expect((await suite.api.get('/admin/shop-content')).status).toBe(401);
      expect((await suite.api.get('/admin/shop-content', { token: customer.token })).status).toBe(
        403,
      );
      expect((await suite.api.get('/admin/shop-content', { token: seller.token })).status).toBe(
        200,
      );
      for (const [path, body] of writes) {
        expect((await suite.api.post(path, body)).status).toBe(401);
        expect((await suite.api.post(path, body, { token: customer.token })).status).toBe(403);
        const refused = await suite.api.post(path, body, { token: seller.token });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toContain('Only the shop’s admin');
      }
      expect((await facts()).hours).not.toBe('Never');
      expect(await audit('shop_facts', 1)).toEqual([]);
    });
  });

  it('lists every text in both languages for the dashboard', async () => {
    const answer = await suite.api.get<StaffShopContent>('/admin/shop-content', {
      token: seller.token,
    });
    const content = answer.body.results!;
    expect(content.facts.hours_ar).toBe((await facts('ar')).hours);
    expect(content.promises).toHaveLength(6);
    expect(content.branches[0]).toMatchObject({ id: MANSOURA, name_ar: 'فرع المنصورة' });
    expect(content.contacts.find((c) => c.id === ADDRESS)?.value_ar).toContain('المنصورة');
  });

  it.each<[string, string, unknown, string]>([
    ['an empty save', '/admin/shop-facts', {}, 'body'],
    ['blank hours', '/admin/shop-facts', { hours_ar: '  ' }, 'hours_ar'],
    ['markup in a promise', `/admin/promises/${DELIVERY}`, { title_en: '<b>x</b>' }, 'title_en'],
    ['letters in a phone', `/admin/branches/${MANSOURA}`, { phone: '05O2245810' }, 'phone'],
    ['an over-long label', `/admin/contacts/${ADDRESS}`, { label_ar: 'x'.repeat(61) }, 'label_ar'],
  ])('refuses %s with a 400 naming the field', async (_, path, body, field) => {
    const refused = await suite.api.post(path, body, { token: admin.token });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
  });

  it('refuses an entry that does not exist with 404', async () => {
    const missing = await suite.api.post(
      '/admin/branches/999',
      { name_en: 'x' },
      {
        token: admin.token,
      },
    );
    expect(missing.status).toBe(404);
  });

  it('shows an admin’s edits in the public answers at once, audited', async () => {
    await facts('ar'); // cached now: the edit must drop it
    await branches('ar');
    const hours = 'يوميًا من ١٠ صباحًا حتى ٩ مساءً';
    const saved = await suite.api.post(
      '/admin/shop-facts',
      { hours_ar: hours },
      {
        token: admin.token,
        lang: 'ar',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('بيانات المحل اتحفظت.');
    expect((await facts('ar')).hours).toBe(hours);
    expect((await branches('ar')).every((branch) => branch.hours === hours)).toBe(true);

    await suite.api.post(
      `/admin/promises/${DELIVERY}`,
      { subtitle_en: 'From EGP 20' },
      {
        token: admin.token,
      },
    );
    const promise = (await facts()).promises.find((p) => p.id === DELIVERY);
    expect(promise?.subtitle).toBe('From EGP 20');

    await suite.api.post(
      `/admin/branches/${MANSOURA}`,
      { address_ar: 'شارع الجلاء، المنصورة' },
      {
        token: admin.token,
      },
    );
    expect((await branches('ar'))[0]?.address).toBe('شارع الجلاء، المنصورة');

    await suite.api.post(`/admin/contacts/${ADDRESS}`, { value_ar: null }, { token: admin.token });
    const address = (await contacts('ar')).find((contact) => contact.id === ADDRESS);
    expect(address?.value).toMatch(/^El Gomhoreya/);

    const [entry] = await audit('shop_facts', 1);
    expect(entry).toMatchObject({ action: 'shop_facts.update', after: { hours_ar: hours } });
    expect(await audit('branch', MANSOURA)).toHaveLength(1);
  });

  // The same rules as every other stored text (contracts/fields.ts `text`): no markup, no
  // direction overrides, no NUL, in every field an admin writes, and the reason in the
  // caller's language. Run last: the edits above count their audit entries.
  describe('text rules', () => {
    const fields: [string, string[]][] = [
      ['/admin/shop-facts', ['hours_en', 'hours_ar', 'about_en', 'about_ar', 'area_en', 'area_ar']],
      [`/admin/promises/${DELIVERY}`, ['title_en', 'title_ar', 'subtitle_en', 'subtitle_ar']],
      [`/admin/branches/${MANSOURA}`, ['name_en', 'name_ar', 'address_en', 'address_ar']],
      [`/admin/contacts/${ADDRESS}`, ['value', 'value_ar', 'label_en', 'label_ar']],
    ];
    const bad: [string, string, string][] = [
      ['markup', 'شارع <b>الجلاء</b>', 'من فضلك لا تستخدم < أو > هنا.'],
      ['a direction override', 'شارع الجلاء\u202e 12', 'من فضلك امسح الرموز المخفية'],
      ['a NUL', 'شارع\u0000الجلاء', 'القيمة'],
    ];
    const content = ['shop_facts', 'features', 'branches', 'contacts', 'staff_audit'] as const;
    const write = (path: string, body: unknown, lang?: string) =>
      suite.api.post(path, body, { token: admin.token, lang });

    it('refuses markup, direction overrides and NUL in every field, in Arabic, changing nothing', async () => {
      const before = await databaseFingerprint(suite.server.db, {}, content);
      for (const [path, names] of fields) {
        for (const field of names) {
          for (const [what, value, reason] of bad) {
            const refused = await write(path, { [field]: value }, 'ar');
            expect([path, field, what, refused.status]).toEqual([path, field, what, 400]);
            expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
            expect(refused.body.errors?.[field]).toContain(reason);
          }
        }
      }
      const english = await write('/admin/shop-facts', { about_en: 'Fresh <i>daily</i>' });
      expect(english.body.errors?.about_en).toBe('Please do not use < or > here.');
      expect(await databaseFingerprint(suite.server.db, {}, content)).toEqual(before);
      expect((await facts('ar')).about).not.toContain('<');
    });

    it('keeps Arabic text with its punctuation, digits and direction marks as written', async () => {
      const hours = 'يوميًا: من ٩ص حتى ١٠م؛ الجمعة (بعد الصلاة) — "مفتوح"، أهلاً!\u200f';
      const title = 'توصيل سريع؟ أيوه، في نفس اليوم.';
      const label = 'العنوان - ٢ شارع ٢٣ يوليو & السوق';
      const saved = [
        await write('/admin/shop-facts', { hours_ar: hours }),
        await write(`/admin/promises/${DELIVERY}`, { title_ar: title }),
        await write(`/admin/contacts/${ADDRESS}`, { label_ar: label }),
      ];
      expect(saved.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const shop = await facts('ar');
      expect(shop.hours).toBe(hours);
      expect(shop.promises.find((promise) => promise.id === DELIVERY)?.title).toBe(title);
      expect(shop.contacts.find((contact) => contact.id === ADDRESS)?.label).toBe(label);
    });
  });
});
