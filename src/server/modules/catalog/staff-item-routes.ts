import { defineRoute } from '@/server/http/define-route';
import { createStaffItem } from './item-create-service';
import { addItemPicture } from './item-picture-service';
import { itemPriceHistory, listStaffItems, updateStaffItem } from './staff-item-service';

export const adminItems = defineRoute('adminItems', {
  summary:
    'Staff: every item, published or not, with both languages’ names and descriptions and `is_published`. `?q=` a name (either language) or the item’s number, `?category_id=`, `?published=true|false`.',
  async handle({ db, locale, paging, query }) {
    const page = await listStaffItems(db, query, locale, paging);
    return { results: page.items, total: page.total };
  },
});

export const adminItemNew = defineRoute('adminItemNew', {
  summary:
    'Staff add an item: names and descriptions in both languages, category, unit, price, `old_price?`, stock, `is_published` (default true), `is_live`, `max_per_order?` (the most one order may take; null or empty for no limit). `stock` and `max_per_order` are in the item’s sale unit: kg to the gram (up to 3 decimals) for a `kg` item, whole pieces otherwise. Slug from the English name; the category’s picture until one is uploaded; audited as `item.create`.',
  async handle({ db, user, locale, body }) {
    return {
      results: await createStaffItem(db, body, { userId: user.userId, role: user.role, locale }),
      message: 'ok.item_created',
    };
  },
});

export const adminItemUpdate = defineRoute('adminItemUpdate', {
  summary:
    'Staff change any of an item’s fields; shop answers show it at once. Lowering the price without `old_price` strikes through the price before; `old_price: null` removes it. Price changes are kept (GET /admin/items/{id}/prices); audited as `item.update`. `stock` in the item’s sale unit (2.75 for a `kg` item; a fraction of pieces is a 400); a new unit keeps the figure the stock had.',
  async handle({ db, user, locale, params, body }) {
    return {
      results: await updateStaffItem(db, params.id, body, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.item_saved',
    };
  },
});

export const adminItemImages = defineRoute('adminItemImages', {
  summary:
    'Staff upload a picture: `multipart/form-data`, the file in `image`, at most 5 MiB (413). JPEG, PNG or WebP by content; made a 768 px square WebP served from /api/media/items/ for good. The first becomes `image`, later ones join `images`; audited as `item.image`.',
  async handle({ db, user, locale, params, upload }) {
    return {
      results: await addItemPicture(db, params.id, upload.data, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.picture_added',
    };
  },
});

export const adminItemPrices = defineRoute('adminItemPrices', {
  summary:
    'Staff: an item’s price history, newest first: each price and old price set, its discount, when and by whom.',
  async handle({ db, params, paging }) {
    const page = await itemPriceHistory(db, params.id, paging);
    return { results: page.changes, total: page.total };
  },
});
