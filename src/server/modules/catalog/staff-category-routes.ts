import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { staffCategories, updateCategory } from './staff-category-service';

export const adminCategories = defineRoute('adminCategories', {
  summary:
    'Staff: every category in shop order with both names, its position (`sort_order`), its count of items (`items_count`, published or not) and of published ones (`published_count`).',
  async handle({ db, locale, paging }) {
    return pageOf(await staffCategories(db, locale), paging);
  },
});

export const adminCategoryUpdate = defineRoute('adminCategoryUpdate', {
  summary:
    'Staff (sellers and admins) rename a category or move it (`{name_ar?, name_en?, sort_order?}`, at least one). Kept in the audit log as `category.update`; the shop shows the change at once. The slug does not change.',
  async handle({ db, user, locale, params, body }) {
    return {
      results: await updateCategory(db, params.id, body, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.category_saved',
    };
  },
});
