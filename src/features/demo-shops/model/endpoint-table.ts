// Read by the docs generator and its test only, never by a page: zod is no cost here.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { DEMO_SHOP_ENDPOINTS } from '@/contracts/demo/demo-endpoints';
import { PRODUCT_PAGE_ENDPOINTS } from '@/contracts/demo/demo-product-page';
import { DEMO_SHOPS } from './demo-shops';
import type { DemoSectionConfig } from './shop-config';

type Titles = { sections: Record<string, string>; shops: Record<string, { name: string }> };

const SECTION_NAMES: Record<DemoSectionConfig['kind'], string> = {
  hero: 'HeroCarousel',
  products: 'ProductCarousel / ProductGrid',
  deals: 'DealCards (countdown)',
  banners: 'OfferBanners',
  categories: 'CategoryStrip',
  brands: 'BrandStrip',
  services: 'ServiceList',
  blogs: 'BlogCards',
  testimonials: 'Testimonials',
};

function sectionName(section: DemoSectionConfig): string {
  if (section.kind !== 'products') return SECTION_NAMES[section.kind];
  return section.layout === 'carousel' ? 'ProductCarousel' : 'ProductGrid (show more)';
}

/**
 * The endpoint → section table of docs/demo-shops.md, rendered from the shop configurations
 * (English titles), so the document cannot drift from what the pages show: a unit test
 * compares the committed table with this.
 */
export function renderEndpointTable(titles: Titles): string {
  const rows: string[] = [
    '| Page | Mock path (GET) | Answers | Section | Title (en) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const shop of Object.values(DEMO_SHOPS)) {
    const page = `/${shop.slug}`;
    if (shop.navigation) {
      rows.push(
        `| ${page} | \`${shop.navigation}\` | nav | NavSidebar | ${titles.shops[shop.slug]?.name ?? ''} categories |`,
      );
    }
    for (const section of shop.sections) {
      rows.push(
        `| ${page} | \`${section.endpoint}\` | ${DEMO_SHOP_ENDPOINTS[section.endpoint]} | ${sectionName(section)} | ${titles.sections[section.title] ?? section.title} |`,
      );
    }
  }
  rows.push(
    `| /{shop}/product/{id} | \`${PRODUCT_PAGE_ENDPOINTS.frequentlyBought}?shop={shop}&id={id}\` | product | ProductCarousel | Frequently bought together |`,
    `| /{shop}/product/{id} | \`${PRODUCT_PAGE_ENDPOINTS.related}?shop={shop}&id={id}\` | product | ProductCarousel | Related products |`,
  );
  return rows.join('\n');
}

export const TABLE_START = '<!-- endpoint-table:start (generated: npm run docs:demo) -->';
export const TABLE_END = '<!-- endpoint-table:end -->';

/** The document with its table block replaced by `table`. */
export function withEndpointTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/demo-shops.md lost its table markers');
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}
