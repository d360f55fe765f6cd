import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Category, Item } from '@/contracts/catalog';
import type { StaffCategory } from '@/contracts/staff-category';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { registerStaff } from './support/staff';

describeApi('categories for staff', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  const list = (token: string, lang?: string) =>
    suite.api.get<StaffCategory[]>('/admin/categories', { token, lang });
  const update = (id: number | string, body: unknown, token: string, lang?: string) =>
    suite.api.post<StaffCategory>(`/admin/categories/${id}`, body, { token, lang });
  const categoryRow = (id: number) =>
    suite.server.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditOf = async (id: number) =>
    (
      await suite.api.get<AuditEntry[]>(`/admin/audit?entity=category&entity_id=${id}`, {
        token: admin.token,
      })
    ).body.results ?? [];
  /** An item of the category, published. */
  const itemIn = async (categoryId: number) =>
    await suite.server.db
      .selectFrom('items')
      .select(['id', 'name_en'])
      .where('category_id', '=', categoryId)
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('lists every category in shop order with both names, all its items and the published ones', async () => {
    const [first] = await suite.server.db
      .selectFrom('categories')
      .select('id')
      .orderBy('sort_order')
      .orderBy('id')
      .limit(1)
      .execute();
    const categoryId = first?.id ?? 0;
    const hidden = await itemIn(categoryId);
    await suite.server.db
      .updateTable('items')
      .set({ published: 0 })
      .where('id', '=', hidden.id)
      .execute();

    const answer = await list(seller.token);
    expect(answer.status).toBe(200);
    const categories = answer.body.results ?? [];
    expect(categories.length).toBeGreaterThan(5);
    expect(answer.body.total).toBe(categories.length);
    const orders = categories.map((category) => category.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const shown = categories.find((category) => category.id === categoryId);
    expect(shown).toMatchObject({ name: shown?.name_en, slug: expect.any(String) });
    expect(shown?.name_ar).toMatch(/[\u0600-\u06ff]/);
    expect((shown?.items_count ?? 0) - (shown?.published_count ?? 0)).toBe(1);

    // The shop counts what it sells: the staff's published count.
    const shop = await suite.api.get<Category[]>('/category/list');
    for (const category of categories) {
      const public_ = shop.body.results?.find((entry) => entry.id === category.id);
      expect([category.id, public_?.items_count]).toEqual([category.id, category.published_count]);
    }
    const arabic = await list(admin.token, 'ar');
    expect(arabic.body.results?.find((category) => category.id === categoryId)?.name).toBe(
      shown?.name_ar,
    );
  });

  it('renames a category for a seller: the shop shows it at once, search finds its items by the new name, the audit keeps it', async () => {
    const categoryId = 3;
    const item = await itemIn(categoryId);
    const before = await categoryRow(categoryId);
    // Warm the shop's caches first: the rename must drop them.
    const warm = await suite.api.get<Category[]>('/category/list', { lang: 'ar' });
    expect(warm.body.results?.find((entry) => entry.id === categoryId)?.name).toBe(before.name_ar);
    await suite.api.get(`/item/details/${item.id}`);
    await suite.api.post('/items/search', { search_criteria: 'Country' });

    const saved = await update(
      categoryId,
      { name_ar: '  بط بلدي  ', name_en: 'Country ducks' },
      seller.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The category was saved.');
    expect(saved.body.results).toMatchObject({
      id: categoryId,
      slug: before.slug,
      name: 'Country ducks',
      name_ar: 'بط بلدي',
      name_en: 'Country ducks',
      sort_order: before.sort_order,
    });

    const shopAr = await suite.api.get<Category[]>('/category/list', { lang: 'ar' });
    expect(shopAr.body.results?.find((entry) => entry.id === categoryId)?.name).toBe('بط بلدي');
    const details = await suite.api.get<Item>(`/item/details/${item.id}`);
    expect(details.body.results?.category_name).toBe('Country ducks');
    const found = await suite.api.post<Item[]>('/items/search', {
      search_criteria: item.name_en,
      category_id: categoryId,
    });
    expect(found.body.results?.map((entry) => entry.id)).toContain(item.id);
    // Search finds items by their category's name: the new one, at once.
    const byCategory = await suite.api.post<Item[]>('/items/search', {
      search_criteria: 'Country',
    });
    expect(byCategory.body.results?.map((entry) => entry.id)).toContain(item.id);

    expect(await auditOf(categoryId)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        user: { id: seller.user.id, name: 'Test seller', role: 'seller' },
        action: 'category.update',
        entity: 'category',
        entity_id: categoryId,
        // The category by its name as it is now, in the language asked for.
        subject: { label: 'Country ducks', unit_code: null, lines: {} },
        before: { name_ar: before.name_ar, name_en: before.name_en },
        after: { name_ar: 'بط بلدي', name_en: 'Country ducks' },
      },
    ]);
    // Saving the same names again changes nothing, and records nothing.
    expect((await update(categoryId, { name_en: 'Country ducks' }, seller.token)).status).toBe(200);
    expect(await auditOf(categoryId)).toHaveLength(1);
  });

  it('moves a category for an admin, in the staff list and in the shop', async () => {
    const categoryId = 5;
    await suite.api.get('/category/list');
    const moved = await update(categoryId, { sort_order: 10_000 }, admin.token, 'ar');
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('القسم اتحفظ.');
    expect(moved.body.results?.sort_order).toBe(10_000);
    const staffList = await list(seller.token);
    expect(staffList.body.results?.at(-1)?.id).toBe(categoryId);
    const shop = await suite.api.get<Category[]>('/category/list');
    expect(shop.body.results?.at(-1)?.id).toBe(categoryId);
  });

  describe('refusals change nothing', () => {
    it('refuses bad input with a 400 naming the field', async () => {
      const categoryId = 4;
      const before = await categoryRow(categoryId);
      const cases: [unknown, string][] = [
        [{}, 'body'],
        [{ name_en: '   ' }, 'name_en'],
        [{ name_ar: 'x'.repeat(61) }, 'name_ar'],
        [{ name_en: '<b>Geese</b>' }, 'name_en'],
        [{ name_en: 'Geese\u202e' }, 'name_en'],
        [{ sort_order: -1 }, 'sort_order'],
        [{ sort_order: 1.5 }, 'sort_order'],
        [{ sort_order: '2' }, 'sort_order'],
        [{ sort_order: 10_001 }, 'sort_order'],
      ];
      for (const [body, field] of cases) {
        const refused = await update(categoryId, body, seller.token);
        expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
      }
      const arabic = await update(categoryId, { name_en: '' }, seller.token, 'ar');
      expect(arabic.body.errors?.name_en).toMatch(/[\u0600-\u06ff]/);
      expect(await categoryRow(categoryId)).toEqual(before);
      expect(await auditOf(categoryId)).toEqual([]);
    });

    it('answers 404 for an unknown category, 401 without a token, 403 for a customer', async () => {
      const categoryId = 6;
      const before = await categoryRow(categoryId);
      expect((await update(999_999, { name_en: 'Ghost' }, seller.token)).status).toBe(404);
      expect((await suite.api.get('/admin/categories')).status).toBe(401);
      expect(
        (await suite.api.post(`/admin/categories/${categoryId}`, { name_en: 'X' })).status,
      ).toBe(401);
      expect((await list(customer.token)).status).toBe(403);
      const forbidden = await update(categoryId, { name_en: 'Customer’s' }, customer.token);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.success).toBe(false);
      // Not an id at all: no such path, as for every other `{id}` route.
      expect((await update('abc', { name_en: 'X' }, seller.token)).status).toBe(404);
      expect(await categoryRow(categoryId)).toEqual(before);
      expect(await auditOf(categoryId)).toEqual([]);
    });
  });
});
