import { beforeAll, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import type { StaffItem } from '@/contracts/staff-catalog';
import type { Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

/** The seed's white broiler, sold by the kg, with cut and skin choices. */
const CHICKEN = 1;
const CATALOGUE = ['items', 'item_options', 'item_price_history', 'staff_audit'] as const;

/**
 * The names of an item's preparation choices are stored text like the item's own name: the
 * same rules (contracts/fields.ts `text`), with the reason in the caller's language, on the
 * item's creation and on its edit alike. The rest of the choices' life is in
 * poultry-ordering.test.ts.
 */
describeApi('poultry ordering: the choices’ names follow the text rules', (suite) => {
  let seller: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
  });

  const option = (names: { name_en?: string; name_ar?: string }) => ({
    group: 'cut',
    name_en: 'Quarters',
    name_ar: '٤ أرباع',
    price_delta: 0,
    ...names,
  });
  const newItem = (options: unknown[]) => ({
    name_en: 'Baladi duck, whole',
    name_ar: 'بطة بلدي كاملة',
    category_id: 3,
    unit_code: 'kg',
    price: 240,
    stock: 20,
    options,
  });
  const details = async (lang: string) =>
    (await suite.api.get<Item>(`/item/details/${CHICKEN}`, { lang })).body.results?.options;

  it('refuses markup, direction overrides and NUL in either name, in Arabic, changing nothing', async () => {
    const before = await databaseFingerprint(suite.server.db, {}, CATALOGUE);
    const shown = [await details('en'), await details('ar')];
    const bad: [string, string, string][] = [
      ['markup', 'أرباع <script>x</script>', 'من فضلك لا تستخدم < أو > هنا.'],
      ['a direction override', 'أرباع\u202e ٤', 'من فضلك امسح الرموز المخفية'],
      ['a NUL', 'أرباع\u0000', 'القيمة'],
    ];
    for (const name of ['name_en', 'name_ar'] as const) {
      for (const [what, value, reason] of bad) {
        const field = `options.1.${name}`;
        const options = [option({ name_en: 'Whole', name_ar: 'صحيحة' }), option({ [name]: value })];
        const calls = [
          suite.api.post(
            `/admin/items/${CHICKEN}`,
            { options },
            { token: seller.token, lang: 'ar' },
          ),
          suite.api.post('/admin/items/new', newItem(options), { token: seller.token, lang: 'ar' }),
        ];
        for (const refused of await Promise.all(calls)) {
          expect([field, what, refused.status]).toEqual([field, what, 400]);
          expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
          expect(refused.body.errors?.[field]).toContain(reason);
        }
      }
    }
    const english = await suite.api.post(
      `/admin/items/${CHICKEN}`,
      { options: [option({ name_en: '<b>Quarters</b>' })] },
      { token: seller.token },
    );
    expect(english.body.errors?.['options.0.name_en']).toBe('Please do not use < or > here.');
    expect(await databaseFingerprint(suite.server.db, {}, CATALOGUE)).toEqual(before);
    expect([await details('en'), await details('ar')]).toEqual(shown);
  });

  it('keeps Arabic names with their punctuation and digits as written', async () => {
    const names = ['نص فرخة (٢ قطعة)، من غير جلد', 'ربع - "أوراك" فقط؟', 'مفروم/مخلي: ١٠٠٪!'];
    const created = await suite.api.post<StaffItem>(
      '/admin/items/new',
      newItem(names.map((name_ar, index) => option({ name_en: `Cut ${index}`, name_ar }))),
      { token: seller.token },
    );
    expect(created.status).toBe(200);
    expect(created.body.results?.options.map((choice) => choice.name_ar)).toEqual(names);
    const shop = await suite.api.get<Item>(`/item/details/${created.body.results!.id}`, {
      lang: 'ar',
    });
    expect(shop.body.results?.options.map((choice) => choice.name)).toEqual(names);
  });
});
