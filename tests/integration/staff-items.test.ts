import { beforeAll, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Item } from '@/contracts/catalog';
import type { StaffItem } from '@/contracts/staff-catalog';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { registerStaff } from './support/staff';

/** The Version 2 catalogue calls for staff: who may call them, listing, editing, creating. */
describeApi('staff catalogue', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  const NEW_ITEM = {
    name_en: 'Smoked Duck Breast',
    name_ar: 'صدر بط مدخن',
    description_en: 'Oak smoked, ready to slice.',
    description_ar: 'مدخن على خشب البلوط، جاهز للتقطيع.',
    category_id: 3,
    unit_code: 'kg',
    price: 420,
    stock: 12,
    is_published: true,
  };

  const CUT = { group: 'cut', name_en: 'Quarters', name_ar: 'أرباع' };

  const update = (id: number, body: unknown, token = seller.token, lang?: string) =>
    suite.api.post<StaffItem>(`/admin/items/${id}`, body, { token, lang });

  it('lets sellers and admins in, and nobody else: 401 without a token, 403 for a customer', async () => {
    const calls = [
      (token?: string) => suite.api.get('/admin/items', { token }),
      (token?: string) => suite.api.post('/admin/items/new', NEW_ITEM, { token }),
      (token?: string) => suite.api.post('/admin/items/2', { stock: 40 }, { token }),
      (token?: string) => suite.api.get('/admin/items/2/prices', { token }),
      (token?: string) => suite.api.postForm('/admin/items/2/images', new FormData(), { token }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const refused = await call(customer.token);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    }
    for (const token of [seller.token, admin.token]) {
      expect((await calls[0]?.(token))?.status).toBe(200);
      expect((await calls[2]?.(token))?.status).toBe(200);
      expect((await calls[3]?.(token))?.status).toBe(200);
    }
  });

  it('lists hidden items too, with both languages, paged, by name, number, category and publishing', async () => {
    await update(5, { is_published: false });
    const all = await suite.api.get<StaffItem[]>('/admin/items?limit=100', { token: seller.token });
    expect(all.body.total).toBe(all.body.results?.length);
    const hidden = all.body.results?.find((item) => item.id === 5);
    expect(hidden?.is_published).toBe(false);
    expect(hidden?.name_ar).not.toBe(hidden?.name_en);
    expect(hidden?.slug).toMatch(/^[a-z0-9-]+$/);

    const page2 = await suite.api.get<StaffItem[]>('/admin/items?limit=10&page=2', {
      token: seller.token,
    });
    expect(page2.body.results?.map((item) => item.id)).toEqual(
      all.body.results?.slice(10, 20).map((item) => item.id),
    );

    const byName = await suite.api.get<StaffItem[]>(
      `/admin/items?q=${encodeURIComponent('DUCK')}`,
      {
        token: seller.token,
      },
    );
    expect(byName.body.results?.length).toBeGreaterThan(0);
    expect(byName.body.results?.every((item) => /duck/i.test(item.name_en))).toBe(true);
    // Arabic typed without its hamza: اوراك finds أوراك.
    const arabic = await suite.api.get<StaffItem[]>(
      `/admin/items?q=${encodeURIComponent('اوراك')}`,
      {
        token: seller.token,
      },
    );
    expect(arabic.body.results?.length).toBeGreaterThan(0);
    expect(arabic.body.results?.every((item) => item.name_ar.includes('أوراك'))).toBe(true);
    const byId = await suite.api.get<StaffItem[]>('/admin/items?q=5', { token: seller.token });
    expect(byId.body.results?.map((item) => item.id)).toContain(5);
    // % and _ are letters to look for, not patterns.
    const literal = await suite.api.get<StaffItem[]>('/admin/items?q=%25_', {
      token: seller.token,
    });
    expect(literal.body.results).toEqual([]);

    const category = await suite.api.get<StaffItem[]>('/admin/items?category_id=3&limit=100', {
      token: seller.token,
    });
    expect(category.body.results?.every((item) => item.category_id === 3)).toBe(true);
    const unpublished = await suite.api.get<StaffItem[]>('/admin/items?published=false', {
      token: seller.token,
    });
    expect(unpublished.body.results?.map((item) => item.id)).toEqual([5]);
    const published = await suite.api.get<StaffItem[]>('/admin/items?published=true&limit=100', {
      token: seller.token,
    });
    expect(published.body.total).toBe((all.body.total ?? 0) - 1);
    await update(5, { is_published: true });
  });

  it('refuses bad filters with a 400 naming them', async () => {
    const bad = await suite.api.get('/admin/items?published=maybe&category_id=x', {
      token: seller.token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['category_id', 'published']);
  });

  it('hides an unpublished item from the shop’s lists, details and search, and brings it back', async () => {
    const id = 9;
    const before = await suite.api.get<Item>(`/item/details/${id}`);
    expect(before.status).toBe(200);
    const name = before.body.results?.name ?? '';
    expect((await update(id, { is_published: false })).body.results?.is_published).toBe(false);

    expect((await suite.api.get(`/item/details/${id}`)).status).toBe(404);
    const list = await suite.api.get<Item[]>('/items/list?limit=1000');
    expect(list.body.results?.map((item) => item.id)).not.toContain(id);
    const search = await suite.api.post<Item[]>('/items/search', { search_criteria: name });
    expect(search.body.results?.map((item) => item.id)).not.toContain(id);

    await update(id, { is_published: true });
    expect((await suite.api.get(`/item/details/${id}`)).status).toBe(200);
    const back = await suite.api.get<Item[]>('/items/list?limit=1000');
    expect(back.body.results?.map((item) => item.id)).toContain(id);
  });

  it('shows a price change in item details at once, though the old answer was cached', async () => {
    const id = 11;
    const cached = await suite.api.get<Item>(`/item/details/${id}`);
    expect((await suite.api.get<Item>(`/item/details/${id}`)).headers.get('age')).not.toBeNull();
    const price = (cached.body.results?.price ?? 0) + 7;
    const started = Date.now();
    await update(id, { price, old_price: null });
    const fresh = await suite.api.get<Item>(`/item/details/${id}`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fresh.body.results?.price).toBe(price);
    expect(fresh.body.results?.old_price).toBeNull();
  });

  it('finds a renamed item by its new name in the next search', async () => {
    await update(12, { name_en: 'Golden Quailberry Platter', description_ar: 'طبق تجريبي' });
    const search = await suite.api.post<Item[]>('/items/search', { search_criteria: 'quailberry' });
    expect(search.body.results?.map((item) => item.id)).toEqual([12]);
    const arabic = await suite.api.post<Item[]>('/items/search', { search_criteria: 'تجريبي' });
    expect(arabic.body.results?.map((item) => item.id)).toEqual([12]);
  });

  it('keeps every edit in the audit log with the changed fields before and after, and none for no change', async () => {
    const id = 14;
    const current = await suite.api.get<Item>(`/item/details/${id}`);
    const edited = await update(id, { stock: 77, name_en: 'Audit Test Rabbit' }, admin.token);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('The product was saved.');
    const same = await update(id, { stock: 77 }, admin.token);
    expect(same.status).toBe(200);
    const audit = await suite.api.get<AuditEntry[]>(`/admin/audit?entity=item&entity_id=${id}`, {
      token: admin.token,
    });
    expect(audit.body.results).toHaveLength(1);
    expect(audit.body.results?.[0]).toMatchObject({
      action: 'item.update',
      user: { role: 'admin' },
      before: { stock: current.body.results?.stock, name_en: current.body.results?.name },
      after: { stock: 77, name_en: 'Audit Test Rabbit' },
      // The product by its name and the unit its stock counts in: «٧٧ كجم», not a bare 77.
      subject: { label: 'Audit Test Rabbit', unit_code: current.body.results?.unit_code },
    });
    expect(Object.keys(audit.body.results?.[0]?.after ?? {}).sort()).toEqual(['name_en', 'stock']);
    const arabic = await suite.api.get<AuditEntry[]>(`/admin/audit?entity=item&entity_id=${id}`, {
      token: admin.token,
      lang: 'ar',
    });
    const arabicItem = await suite.api.get<Item>(`/item/details/${id}`, { lang: 'ar' });
    expect(arabic.body.results?.[0]?.subject?.label).toBe(arabicItem.body.results?.name);
    expect(arabicItem.body.results?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for an item that does not exist and 400s that name the field, changing nothing', async () => {
    expect((await update(999_999, { stock: 1 })).status).toBe(404);
    expect(
      (await suite.api.get('/admin/items/999999/prices', { token: seller.token })).status,
    ).toBe(404);
    expect((await update(0, { stock: 1 })).status).toBe(404);
    const before = await suite.api.get<StaffItem[]>('/admin/items?q=16', { token: seller.token });
    const cases: [unknown, string, RegExp][] = [
      [{}, 'body', /at least one/],
      [{ category_id: 999 }, 'category_id', /categories/],
      [{ price: -5 }, 'price', /At least 0.01 EGP/],
      [{ price: 12.345 }, 'price', /two decimals/],
      // Round 3: amounts and weights that rounded to nothing were stored as 0.00 and 0 g.
      [{ price: 1e-9 }, 'price', /At least 0.01 EGP/],
      [{ old_price: 90.001 }, 'old_price', /two decimals/],
      [{ options: [{ ...CUT, price_delta: 0.015 }] }, 'options.0.price_delta', /two decimals/],
      [{ options: [{ ...CUT, price_delta: 1e-9 }] }, 'options.0.price_delta', /two decimals/],
      [{ weight_options: [1e-10] }, 'weight_options.0', /At least 1 g/],
      [{ price: 'abc' }, 'price', /amount in pounds/],
      [{ stock: 1.0005 }, 'stock', /three decimals/],
      [{ unit_code: 'piece', stock: 1.5 }, 'stock', /whole number/],
      [{ stock: -1 }, 'stock', /at least 0/],
      [{ unit_code: 'ton' }, 'unit_code', /not allowed/],
      [{ name_en: '<b>x</b>' }, 'name_en', /< or >/],
      [{ price: 100, old_price: 90 }, 'old_price', /higher than the price/],
      [{ price: 100, old_price: 300 }, 'old_price', /at most 60%/],
      [{ is_published: 'yes' }, 'is_published', /wrong type/],
    ];
    for (const [body, field, reason] of cases) {
      const refused = await update(16, body);
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
      expect(refused.body.errors?.[field]).toMatch(reason);
    }
    const arabic = await update(16, { category_id: 999 }, seller.token, 'ar');
    expect(arabic.body.errors?.category_id).toBe('اختار قسم من أقسام المحل.');
    const tiny = await update(16, { price: 1e-9 }, seller.token, 'ar');
    expect(tiny.body.errors?.price).toBe('على الأقل ٠٫٠١ جنيه (قرش واحد).');
    const after = await suite.api.get<StaffItem[]>('/admin/items?q=16', { token: seller.token });
    expect(after.body.results).toEqual(before.body.results);
  });

  it('takes numbers typed with Arabic-Indic digits', async () => {
    const saved = await update(17, { price: '٨٥٫٥٠', stock: '٣٠' });
    expect(saved.status).toBe(200);
    expect(saved.body.results).toMatchObject({ price: 85.5, stock: 30 });
  });

  it('creates an item with a slug of its English name, numbered when taken, in the shop at once', async () => {
    const first = await suite.api.post<StaffItem>('/admin/items/new', NEW_ITEM, {
      token: seller.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('The product was added.');
    const item = first.body.results;
    expect(item).toMatchObject({
      slug: 'smoked-duck-breast',
      name: 'Smoked Duck Breast',
      name_ar: 'صدر بط مدخن',
      category_id: 3,
      price: 420,
      old_price: null,
      discount: 0,
      stock: 12,
      in_stock: true,
      is_published: true,
      is_live: false,
      rating: 0,
      views: 0,
    });
    // The category's picture stands in until one is uploaded.
    expect(item?.image).toMatch(/^\/images\/categories\//);
    expect(item?.images).toEqual([item?.image]);

    const second = await suite.api.post<StaffItem>(
      '/admin/items/new',
      { ...NEW_ITEM, price: 400, old_price: 450, is_published: false },
      { token: admin.token },
    );
    expect(second.body.results).toMatchObject({
      slug: 'smoked-duck-breast-2',
      old_price: 450,
      discount: 11,
      is_published: false,
    });

    const shown = await suite.api.get<Item>(`/item/details/${item?.id ?? 0}`, { lang: 'ar' });
    expect(shown.body.results?.name).toBe('صدر بط مدخن');
    expect((await suite.api.get(`/item/details/${second.body.results?.id ?? 0}`)).status).toBe(404);
    const found = await suite.api.post<Item[]>('/items/search', { search_criteria: 'البلوط' });
    expect(found.body.results?.map((entry) => entry.id)).toEqual([item?.id]);

    const audit = await suite.api.get<AuditEntry[]>(
      `/admin/audit?entity=item&entity_id=${item?.id ?? 0}`,
      { token: admin.token },
    );
    expect(audit.body.results?.[0]).toMatchObject({
      action: 'item.create',
      before: {},
      after: { slug: 'smoked-duck-breast', price: 420, is_published: true },
    });
  });

  it('refuses a new item with missing or wrong fields, adding nothing', async () => {
    const count = async () =>
      (await suite.api.get('/admin/items', { token: seller.token })).body.total;
    const before = await count();
    const missing = await suite.api.post(
      '/admin/items/new',
      { name_en: 'Only a name' },
      {
        token: seller.token,
      },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'category_id',
      'name_ar',
      'price',
      'stock',
      'unit_code',
    ]);
    const unknown = await suite.api.post(
      '/admin/items/new',
      { ...NEW_ITEM, category_id: 4242 },
      { token: seller.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.category_id).toMatch(/categories/);
    const cheapOld = await suite.api.post(
      '/admin/items/new',
      { ...NEW_ITEM, old_price: 100 },
      { token: seller.token },
    );
    expect(cheapOld.body.errors?.old_price).toMatch(/higher/);
    expect(await count()).toBe(before);
  });
});
