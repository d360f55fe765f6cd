import type { Banner, Category, Feature, Item } from '@/contracts/catalog';
import { DEFAULT_LIST_LIMIT } from '@/contracts/list-limits';
import type { Locale } from '@/lib/i18n/locales';
import { getBanners } from '../api/get-banners';
import { getCategories } from '../api/get-categories';
import { getFeatures } from '../api/get-features';
import { getItems } from '../api/get-items';
import { getMostViewedItems } from '../api/get-most-viewed-items';
import { getPopularItems } from '../api/get-popular-items';
import { distinctRail } from '../model/distinct-rail';
import type { ItemPage } from '../model/item-page';
import { settle } from './settle';

/** Each list is null when its call failed: that section offers a retry, the rest still shows. */
export type HomeData = {
  categories: Category[] | null;
  banners: Banner[] | null;
  popular: Item[] | null;
  trending: Item[] | null;
  all: ItemPage | null;
  features: Feature[] | null;
};

export const HOME_RAIL_SIZE = 10;

/**
 * Everything the home page shows, fetched at once on the server in the request's language.
 * `shared`: the categories the render already asks for (the shop frame's), else asked here.
 */
export async function loadHome(
  locale: Locale,
  page: number,
  shared?: Promise<Category[] | null>,
): Promise<HomeData> {
  const options = { locale };
  const [categories, banners, popular, trending, all, features] = await Promise.all([
    shared ?? settle('category/list', getCategories(options)),
    settle('banner/list', getBanners(options)),
    settle('items/popular/list', getPopularItems(HOME_RAIL_SIZE, options)),
    // Twice the rail: room to leave out what "Popular now" shows and still fill it.
    settle('items/most_viewed/list', getMostViewedItems(HOME_RAIL_SIZE * 2, options)),
    settle('items/list', getItems({ page, limit: DEFAULT_LIST_LIMIT }, options)),
    settle('feature/list', getFeatures(options)),
  ]);
  const popularItems = popular?.items ?? null;
  return {
    categories,
    banners,
    popular: popularItems,
    trending: trending ? distinctRail(popularItems, trending.items, HOME_RAIL_SIZE) : null,
    all,
    features,
  };
}

/** The backend answered nothing at all: the page is an error page (503) with a retry. */
export function homeFailed(data: HomeData): boolean {
  return Object.values(data).every((value) => value === null);
}
