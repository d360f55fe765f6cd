import { HttpResponse, type HttpHandler } from 'msw';
import { centsOf, discountPercent, pricesAfterEdit } from '@/contracts/item-pricing';
import {
  itemUpdateBodySchema,
  staffItemSchema,
  staffItemsQuerySchema,
  type PriceChange,
  type StaffItem,
} from '@/contracts/staff-catalog';
import { staffCategories } from '../fixtures/staff/staff-items';
import { contractHandler } from './contract-handler';

const ok = (results: unknown, list?: { total: number; page: number; limit: number }) =>
  HttpResponse.json({ success: true, message: 'Done.', results, ...list });

const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

/**
 * The products calls of the dashboard (GET /admin/items, POST /admin/items/{id}, the price
 * history, the public category list) over `items` in memory, answering in the real contract's
 * envelope and shapes (each item checked against staffItemSchema). For component tests, with
 * `server.use(...staffItemHandlers(items))`: the browser's mock worker leaves these paths to
 * the shop's own API, which is real. A refusal names its fields with the contract's reason
 * keys, as the server would before localising them.
 */
export function staffItemHandlers(items: StaffItem[], prices: PriceChange[] = []): HttpHandler[] {
  const find = (id: string | readonly string[] | undefined) =>
    items.find((item) => String(item.id) === String(id));
  return [
    contractHandler('categoryList', () =>
      ok(staffCategories, { total: 3, page: 1, limit: 10_000 }),
    ),
    contractHandler('adminItems', ({ request }) => {
      const url = new URL(request.url);
      const query = staffItemsQuerySchema.parse(Object.fromEntries(url.searchParams));
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(request.headers.get('limit') ?? 50);
      const q = query.q?.toLowerCase();
      const found = items.filter(
        (item) =>
          (!q || `${item.id} ${item.name_en} ${item.name_ar}`.toLowerCase().includes(q)) &&
          (query.category_id === undefined || item.category_id === query.category_id) &&
          (query.published === undefined || item.is_published === query.published),
      );
      const results = found
        .slice((page - 1) * limit, page * limit)
        .map((item) => staffItemSchema.parse(item));
      return ok(results, { total: found.length, page, limit });
    }),
    contractHandler('adminItemPrices', ({ params }) =>
      find(params.id)
        ? ok(prices, { total: prices.length, page: 1, limit: 10 })
        : refused(404, 'Not found.'),
    ),
    contractHandler('adminItemUpdate', async ({ params, request }) => {
      const item = find(params.id);
      if (!item) return refused(404, 'This product is not available.');
      const parsed = itemUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
        );
        return refused(400, 'Please check the highlighted fields.', errors);
      }
      const body = parsed.data;
      const next = pricesAfterEdit(
        {
          priceCents: centsOf(item.price),
          oldPriceCents: item.old_price === null ? null : centsOf(item.old_price),
        },
        {
          priceCents: body.price === undefined ? undefined : centsOf(body.price),
          oldPriceCents:
            body.old_price === undefined || body.old_price === null
              ? body.old_price
              : centsOf(body.old_price),
        },
      );
      // Options come as the seller typed them: kept in the staff shape, each with an id.
      const options = body.options?.map((option, index) => ({
        ...option,
        id: option.id ?? 100 + index,
        name: option.name_en,
      }));
      Object.assign(item, body, {
        options: options ?? item.options,
        weight_options: body.weight_options ?? item.weight_options,
        max_per_order: body.max_per_order === undefined ? item.max_per_order : body.max_per_order,
        price: next.priceCents / 100,
        old_price: next.oldPriceCents === null ? null : next.oldPriceCents / 100,
        discount: discountPercent(next.priceCents, next.oldPriceCents),
        stock: body.stock ?? item.stock,
        in_stock: (body.stock ?? item.stock) > 0,
      });
      return ok(staffItemSchema.parse(item));
    }),
  ];
}
