import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { IN_PROCESS_ADDRESS } from '@/server/http/request-info';
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
import { recordSearch, recordSuggestMiss } from './search-stats-service';
import { suggest } from './suggest-service';
import { countView } from './view-counter';

const viewer = (ctx: { locale: Locale; user: SessionUser | null }): Viewer => ({
  locale: ctx.locale,
  userId: ctx.user?.userId,
});

export const categoryList = defineRoute('categoryList', {
  summary: 'Categories in shop order, with their count of published items.',
  async handle({ db, locale, paging }) {
    return pageOf(await categories(db, locale), paging);
  },
});

export const popularList = defineRoute('popularList', {
  summary: 'Most ordered items first. With a token, each item says whether it is a favourite.',
  async handle(ctx) {
    const page = await popularItems(ctx.db, viewer(ctx), ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const mostViewedList = defineRoute('mostViewedList', {
  summary: 'Trending: most viewed items first.',
  async handle(ctx) {
    const page = await mostViewedItems(ctx.db, viewer(ctx), ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const itemsList = defineRoute('itemsList', {
  summary:
    'All published items; `?sort=` relevance (shop order), price_asc, price_desc, most_viewed, newest.',
  async handle(ctx) {
    const page = await allItems(ctx.db, viewer(ctx), ctx.paging, ctx.query.sort ?? 'relevance');
    return { results: page.items, total: page.total };
  },
});

export const categoryItemsList = defineRoute('categoryItemsList', {
  summary: "One category's published items (404 for an unknown category).",
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

export const itemDetails = defineRoute('itemDetails', {
  summary: 'One published item; counts a view. 404 if unknown or unpublished.',
  async handle(ctx) {
    return { results: await findDetails(ctx.db, viewer(ctx), ctx.params.id) };
  },
  // The one place a product view is counted: each time this answer is sent, fresh or a kept
  // copy (public cache over HTTP or to a render, or a product page copy that shows it). A
  // copy's `views` lags by the cache's lifetime; every view still counts.
  onServe: ({ id }) => countView(id),
});

export const similarItems = defineRoute('similarItems', {
  summary: 'Items of the same category, not the item itself, most ordered first.',
  async handle(ctx) {
    const page = await findSimilar(ctx.db, viewer(ctx), ctx.params.id, ctx.paging);
    return { results: page.items, total: page.total };
  },
});

export const itemsSearch = defineRoute('itemsSearch', {
  summary:
    'Arabic/English search over names, category names and descriptions: spelling variants folded, light stemming (article, plural endings), the shop’s synonyms (فراخ/دجاج, وز/أوز, …), one typo forgiven in words of 4+ letters when few items match as written, and Franco-Arabic (Arabic in Latin letters and digits: «far5a», «7amam», «wez») read as the shop’s Arabic words when no name has the Latin word as written, ranked below exact matches. Items with every word first, then items with some (`every_word: true`: only the first); best matches first, and a query that names a category (every word of its name, nothing else: «وز», "geese") lists that category first, then every other item it finds.',
  async handle(ctx) {
    const page = await search(
      ctx.db,
      viewer(ctx),
      {
        term: ctx.body.search_criteria,
        categoryId: ctx.body.category_id,
        sort: ctx.body.sort,
        everyWord: ctx.body.every_word,
      },
      ctx.paging,
    );
    // One shopper's search is its first page in the shop's order: another page or another
    // order of the same results is the same search looked at again (search statistics).
    // A category page asking what else its name finds (every_word) is not a shopper's search.
    const firstLook = ctx.paging.offset === 0 && (ctx.body.sort ?? 'relevance') === 'relevance';
    if (firstLook && !ctx.body.every_word) {
      recordSearch(ctx.body.search_criteria, page.total);
    }
    return { results: page.items, total: page.total };
  },
});

export const itemsSuggest = defineRoute('itemsSuggest', {
  summary:
    'As the shopper types: up to 6 published items, ranked as /items/search ranks them, and up to 3 categories with a word of their name (either language) starting with each query word. Under 2 letters (after folding): empty lists.',
  async handle(ctx) {
    const results = await suggest(ctx.db, ctx.locale, ctx.query.q);
    // A shopper's typing that suggested nothing (search statistics; recordSuggestMiss says
    // why only misses). A server render asks too, for "did you mean" on a search that found
    // nothing, which that search already counted; a kept answer is not counted again.
    const nothing = results.items.length === 0 && results.categories.length === 0;
    if (nothing && ctx.clientIp !== IN_PROCESS_ADDRESS) recordSuggestMiss(ctx.query.q);
    return { results };
  },
});

export const bannerList = defineRoute('bannerList', {
  summary: 'Home page banners in order.',
  async handle({ db, locale, paging }) {
    return pageOf(await listBanners(db, locale), paging);
  },
});

export const featureList = defineRoute('featureList', {
  summary: "The shop's service promises.",
  async handle({ db, locale, paging }) {
    return pageOf(await listFeatures(db, locale), paging);
  },
});
