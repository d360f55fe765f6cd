import { z } from 'zod';
import {
  bannerSchema,
  categorySchema,
  featureSchema,
  itemSchema,
  searchBodySchema,
} from '@/contracts/catalog';
import { idSchema } from '@/contracts/fields';
import { itemSortSchema } from '@/contracts/list';
import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import type { SessionUser } from '@/server/auth/sessions';
import type { Locale } from '@/lib/i18n/locales';
import {
  allItems,
  categories,
  categoryItems,
  itemDetails as findDetails,
  mostViewedItems,
  popularItems,
  search,
  similarItems as findSimilar,
  type Viewer,
} from './catalog-service';
import { listBanners, listFeatures } from './promotion-service';
import { countView } from './view-counter';

const idParams = z.object({ id: idSchema });
const sortQuery = z.object({ sort: itemSortSchema.optional() });

const viewer = (ctx: { locale: Locale; user: SessionUser | null }): Viewer => ({
  locale: ctx.locale,
  userId: ctx.user?.userId,
});

export const categoryList = defineRoute({
  method: 'GET',
  path: '/category/list',
  auth: 'none',
  cache: 'public',
  summary: 'Categories in shop order, with their count of published items.',
  list: { defaultLimit: 10_000 },
  response: z.array(categorySchema),
  async handle({ db, locale, paging }) {
    return pageOf(await categories(db, locale), paging);
  },
});

export const popularList = defineRoute({
  method: 'GET',
  path: '/items/popular/list',
  auth: 'optional',
  cache: 'public',
  summary: 'Most ordered items first. With a token, each item says whether it is a favourite.',
  list: { defaultLimit: 20 },
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await popularItems(ctx.db, viewer(ctx), ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const mostViewedList = defineRoute({
  method: 'GET',
  path: '/items/most_viewed/list',
  auth: 'optional',
  cache: 'public',
  summary: 'Trending: most viewed items first.',
  list: { defaultLimit: 20 },
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await mostViewedItems(ctx.db, viewer(ctx), ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const itemsList = defineRoute({
  method: 'GET',
  path: '/items/list',
  auth: 'optional',
  cache: 'public',
  summary:
    'All published items; `?sort=` relevance (shop order), price_asc, price_desc, most_viewed, newest.',
  list: { defaultLimit: 20 },
  query: sortQuery,
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await allItems(ctx.db, viewer(ctx), ctx.paging, ctx.query.sort ?? 'relevance');
    return { results: page.items, total: page.total };
  },
});

export const categoryItemsList = defineRoute({
  method: 'GET',
  path: '/items/list/:categoryId',
  auth: 'optional',
  cache: 'public',
  summary: "One category's published items (404 for an unknown category).",
  list: { defaultLimit: 20 },
  params: z.object({ categoryId: idSchema }),
  query: sortQuery,
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await categoryItems(
      ctx.db,
      viewer(ctx),
      ctx.params.categoryId,
      ctx.paging,
      ctx.query.sort ?? 'relevance',
    );
    return { results: page.items, total: page.total };
  },
});

export const itemDetails = defineRoute({
  method: 'GET',
  path: '/item/details/:id',
  auth: 'optional',
  cache: 'public',
  summary: 'One published item; counts a view. 404 if unknown or unpublished.',
  params: idParams,
  response: itemSchema,
  async handle(ctx) {
    const item = await findDetails(ctx.db, viewer(ctx), ctx.params.id);
    // A copy from the public cache still counts its view (its `views` lags by the TTL).
    return { results: item, onCacheHit: () => countView(ctx.params.id) };
  },
});

export const similarItems = defineRoute({
  method: 'GET',
  path: '/items/similar/:id',
  auth: 'optional',
  cache: 'public',
  summary: 'Items of the same category, not the item itself, most ordered first.',
  list: { defaultLimit: 12 },
  params: idParams,
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await findSimilar(ctx.db, viewer(ctx), ctx.params.id, ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const itemsSearch = defineRoute({
  method: 'POST',
  path: '/items/search',
  auth: 'optional',
  summary:
    'Arabic/English search: every word must match a name or description, spelling variants folded; best matches first.',
  list: { defaultLimit: 20 },
  body: searchBodySchema,
  response: z.array(itemSchema),
  async handle(ctx) {
    const page = await search(
      ctx.db,
      viewer(ctx),
      { term: ctx.body.search_criteria, categoryId: ctx.body.category_id, sort: ctx.body.sort },
      ctx.paging,
    );
    return { results: page.items, total: page.total };
  },
});

export const bannerList = defineRoute({
  method: 'GET',
  path: '/banner/list',
  auth: 'none',
  cache: 'public',
  summary: 'Home page banners in order.',
  list: { defaultLimit: 10_000 },
  response: z.array(bannerSchema),
  async handle({ db, locale, paging }) {
    return pageOf(await listBanners(db, locale), paging);
  },
});

export const featureList = defineRoute({
  method: 'GET',
  path: '/feature/list',
  auth: 'none',
  cache: 'public',
  summary: "The shop's service promises.",
  list: { defaultLimit: 10_000 },
  response: z.array(featureSchema),
  async handle({ db, locale, paging }) {
    return pageOf(await listFeatures(db, locale), paging);
  },
});
