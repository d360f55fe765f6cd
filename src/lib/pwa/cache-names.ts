/**
 * The shop worker's runtime caches (src/sw/cache-rules.ts), named here so pages can read them
 * (the offline page lists the pages kept) and delete them (sign-out) without loading any of
 * the worker's code.
 */
export const SHOP_CACHES = {
  pages: 'shop-pages',
  data: 'shop-page-data',
  catalogue: 'shop-catalogue',
  pictures: 'shop-pictures',
  static: 'shop-static',
} as const;

/**
 * What sign-out deletes: the pages, page data and catalogue answers kept while the visitor
 * was signed in. Pictures and Next's chunks hold nothing personal and stay.
 */
export const VISITOR_CACHES = [SHOP_CACHES.pages, SHOP_CACHES.data, SHOP_CACHES.catalogue];

/**
 * What the worker posts to a page that asked for a script of its build which the server no
 * longer has (a deploy while the page was open): the page offers the new version
 * (src/lib/pwa/register.ts).
 */
export const BUILD_GONE = 'BUILD_GONE';
