import type { DemoEndpointOf, DemoShopEndpoint } from '@/contracts/demo/demo-endpoints';
import type { DemoShopSlug } from '@/contracts/demo/demo-shops';
import type { ThemeName } from '@/theme/route-themes';

/** A section title: a key under `sections` in the `demo` locale namespace. */
export type SectionTitle = string;

/**
 * One section of a demo shop: which section of the library shows it and which mock path
 * feeds it. A shop is an ordered list of these; nothing is written per theme.
 */
export type DemoSectionConfig =
  | { kind: 'hero'; endpoint: DemoEndpointOf<'offer'>; title: SectionTitle }
  | {
      kind: 'products';
      endpoint: DemoEndpointOf<'product'>;
      title: SectionTitle;
      layout: 'carousel' | 'grid';
    }
  | { kind: 'deals'; endpoint: DemoEndpointOf<'offer'>; title: SectionTitle }
  | { kind: 'banners'; endpoint: DemoEndpointOf<'offer'>; title: SectionTitle }
  | { kind: 'categories'; endpoint: DemoEndpointOf<'category'>; title: SectionTitle }
  | { kind: 'brands'; endpoint: DemoEndpointOf<'brand'>; title: SectionTitle }
  | { kind: 'services'; endpoint: DemoEndpointOf<'service'>; title: SectionTitle }
  | { kind: 'blogs'; endpoint: DemoEndpointOf<'blog'>; title: SectionTitle }
  | { kind: 'testimonials'; endpoint: DemoEndpointOf<'testimonial'>; title: SectionTitle };

export type DemoShopConfig = {
  slug: DemoShopSlug;
  /** Must match the route table in src/theme/route-themes.ts (a test checks it). */
  theme: ThemeName;
  /** The category tree beside the sections, when the shop has one. */
  navigation?: DemoEndpointOf<'nav'>;
  sections: readonly DemoSectionConfig[];
};

/** Every path a shop reads: its page's sections and its sidebar. */
export function shopEndpoints(shop: DemoShopConfig): DemoShopEndpoint[] {
  return [
    ...(shop.navigation ? [shop.navigation] : []),
    ...shop.sections.map((section) => section.endpoint),
  ];
}

/** The product lists a shop's own page shows. */
export function shopProductEndpoints(shop: DemoShopConfig): DemoEndpointOf<'product'>[] {
  return shop.sections.flatMap((section) =>
    section.kind === 'products' ? [section.endpoint] : [],
  );
}

/** The lists whose entries link to the shop's category listings, each kind apart. */
export type LinkEndpoints = {
  nav: DemoEndpointOf<'nav'>[];
  offer: DemoEndpointOf<'offer'>[];
  category: DemoEndpointOf<'category'>[];
  brand: DemoEndpointOf<'brand'>[];
};

/** Where a category listing finds the title of the link that leads to it. */
export function linkEndpoints(shop: DemoShopConfig): LinkEndpoints {
  const links: LinkEndpoints = {
    nav: shop.navigation ? [shop.navigation] : [],
    offer: [],
    category: [],
    brand: [],
  };
  for (const section of shop.sections) {
    if (section.kind === 'hero' || section.kind === 'deals' || section.kind === 'banners') {
      links.offer.push(section.endpoint);
    } else if (section.kind === 'categories') links.category.push(section.endpoint);
    else if (section.kind === 'brands') links.brand.push(section.endpoint);
  }
  return links;
}
