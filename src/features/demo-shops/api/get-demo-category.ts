import type { DemoNavItem, DemoProduct } from '@/contracts/demo/demo-entities';
import { demoCategoryPath } from '@/contracts/demo/demo-shops';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';
import { inDemoCategory, type DemoCategoryKeyword } from '../model/demo-categories';
import { linkEndpoints, shopProductEndpoints, type DemoShopConfig } from '../model/shop-config';
import { getDemoList } from './get-demo-list';

export type DemoCategoryListing = {
  /** The words of the link that leads here (null when no list of the shop links here). */
  title: string | null;
  /** The shop's products of this category; every product of the shop when `matched` is false. */
  products: DemoProduct[];
  matched: boolean;
};

type Titled = { title: string; href: string };

const navLinks = (items: DemoNavItem[]): Titled[] =>
  items.flatMap((item) => [item, ...navLinks(item.children ?? [])]);

/**
 * A demo shop's listing for one category, in `locale`. The mock layer has no category path
 * (spec section 7), so it is built from what the shop's page already shows: the title from
 * the sidebar, tile, banner or brand that links here, the products from the shop's own lists.
 */
export async function getDemoCategory(
  shop: DemoShopConfig,
  keyword: DemoCategoryKeyword,
  locale: Locale,
): Promise<DemoCategoryListing> {
  const links = linkEndpoints(shop);
  const [navs, offers, categories, brands, productLists] = await Promise.all([
    Promise.all(links.nav.map((path) => getDemoList(path, locale))),
    Promise.all(links.offer.map((path) => getDemoList(path, locale))),
    Promise.all(links.category.map((path) => getDemoList(path, locale))),
    Promise.all(links.brand.map((path) => getDemoList(path, locale))),
    Promise.all(shopProductEndpoints(shop).map((path) => getDemoList(path, locale))),
  ]);
  const href = demoCategoryPath(shop.slug, keyword);
  const titled: Titled[] = [
    ...navLinks(navs.flat()),
    ...categories.flat(),
    ...offers
      .flat()
      .flatMap((offer) => (offer.href ? [{ title: offer.title, href: offer.href }] : [])),
    ...brands.flat().map((brand) => ({ title: brand.name, href: brand.href })),
  ];
  const everything = uniqueById(productLists.flat());
  const inCategory = everything.filter((product) => inDemoCategory(product, keyword));
  return {
    title: titled.find((link) => link.href === href)?.title ?? null,
    products: inCategory.length > 0 ? inCategory : everything,
    matched: inCategory.length > 0,
  };
}

/** A product shown in two sections of the shop is listed once. */
function uniqueById(products: DemoProduct[]): DemoProduct[] {
  const seen = new Set<string>();
  return products.filter((product) => {
    const id = String(product.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function useDemoCategory(shop: DemoShopConfig, keyword: DemoCategoryKeyword) {
  const locale = useLocale();
  return useMockSWR(['demo-category', shop.slug, keyword, locale], () =>
    getDemoCategory(shop, keyword, locale),
  );
}
