import type { Category, Item } from '@/contracts/catalog';
import type { ItemSort } from '@/contracts/list';
import type { Locale } from '@/lib/i18n/locales';
import { searchWords } from '@/contracts/search-text';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import { categoryExists, listCategories } from './category-repository';
import {
  favoriteIdsAmong,
  findItem,
  listItems,
  listMostViewed,
  listPopular,
  itemsByIds,
  listSimilar,
  type ItemRecord,
  type Page,
} from './item-repository';
import { toCategory, toItem } from './item-mapper';
import { optionsOfItems } from './item-option-repository';
import { searchIndex } from './search-index';
import { rankQuery } from './search-ranking';
import { pendingViews } from './view-counter';

/** Who is asking and in which language: a signed-in caller also learns `is_favorite`. */
export interface Viewer {
  locale: Locale;
  userId?: number;
}

export interface ItemPage {
  items: Item[];
  total: number;
}

async function present(db: Db, viewer: Viewer, rows: ItemRecord[]): Promise<Item[]> {
  const ids = rows.map((row) => row.id);
  const [favorites, options] = await Promise.all([
    viewer.userId === undefined ? undefined : favoriteIdsAmong(db, viewer.userId, ids),
    optionsOfItems(db, ids),
  ]);
  return rows.map((row) => toItem(row, viewer.locale, favorites, options.get(row.id)));
}

async function presentPage(
  db: Db,
  viewer: Viewer,
  page: Promise<{ rows: ItemRecord[]; total: number }>,
): Promise<ItemPage> {
  const { rows, total } = await page;
  return { items: await present(db, viewer, rows), total };
}

export async function categories(db: Db, locale: Locale): Promise<Category[]> {
  return (await listCategories(db)).map((row) => toCategory(row, locale));
}

export function allItems(db: Db, viewer: Viewer, page: Page, sort: ItemSort): Promise<ItemPage> {
  return presentPage(db, viewer, listItems(db, { ...page, sort }));
}

export async function categoryItems(
  db: Db,
  viewer: Viewer,
  categoryId: number,
  page: Page,
  sort: ItemSort,
): Promise<ItemPage> {
  if (!(await categoryExists(db, categoryId))) throw AppError.notFound();
  return presentPage(db, viewer, listItems(db, { ...page, sort, categoryId }));
}

export function popularItems(db: Db, viewer: Viewer, page: Page): Promise<ItemPage> {
  return presentPage(db, viewer, listPopular(db, page));
}

export function mostViewedItems(db: Db, viewer: Viewer, page: Page): Promise<ItemPage> {
  return presentPage(db, viewer, listMostViewed(db, page));
}

/**
 * One published item, its `views` including this answer's own view: the route counts it once
 * the answer is sent (catalog-routes.ts, `onServe`), as it does for every copy served.
 */
export async function itemDetails(db: Db, viewer: Viewer, id: number): Promise<Item> {
  const row = await findItem(db, id);
  if (!row) throw AppError.notFound('error.item_not_found');
  const pending = await pendingViews(id);
  const [item] = await present(db, viewer, [{ ...row, views: row.views + pending + 1 }]);
  if (!item) throw AppError.notFound('error.item_not_found');
  return item;
}

export async function similarItems(
  db: Db,
  viewer: Viewer,
  id: number,
  page: Page,
): Promise<ItemPage> {
  const row = await findItem(db, id);
  if (!row) throw AppError.notFound('error.item_not_found');
  return presentPage(db, viewer, listSimilar(db, row, page));
}

/**
 * The items a query finds (search-ranking.ts): every word in a name, the category's name or
 * a description first, after folding, stemming and the shop's lexicon, so spelling variants,
 * plurals and synonyms meet; then items with a typo forgiven, then items with some of the
 * words. An empty query with a category lists that category.
 */
export async function search(
  db: Db,
  viewer: Viewer,
  input: { term: string; categoryId?: number; sort?: ItemSort; everyWord?: boolean },
  page: Page,
): Promise<ItemPage> {
  const words = searchWords(input.term);
  if (input.categoryId !== undefined && !(await categoryExists(db, input.categoryId))) {
    throw AppError.field('category_id', 'validation.invalid_id');
  }
  if (words.length === 0 && input.categoryId === undefined) return { items: [], total: 0 };
  const ranked = rankQuery(await searchIndex(db), {
    text: input.term,
    categoryId: input.categoryId,
    sort: input.sort ?? 'relevance',
  });
  const matches = input.everyWord ? ranked.filter((match) => match.complete) : ranked;
  const ids = matches.slice(page.offset, page.offset + page.limit).map((match) => match.entry.id);
  return presentPage(
    db,
    viewer,
    itemsByIds(db, ids).then((rows) => ({ rows, total: matches.length })),
  );
}
