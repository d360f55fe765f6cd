import type { ServerResponse } from 'node:http';
import { sharePage } from './page-cache';
import { servedAnswer } from './served';

// What getServerSideProps may use of the page cache (page-cache.ts). Pages reach it through
// the cache's entry (index.ts), one of the few server modules they may import: Next keeps
// getServerSideProps' imports out of the browser bundle.

/**
 * A page that is the same for every visitor: kept and served from memory for 30 s. `query`
 * names the query parameters the page and its components read (its route's too); a URL with
 * any other is rendered but not kept (page-cache.ts).
 */
export function shareCataloguePage(res: ServerResponse, query: readonly string[] = []): void {
  sharePage(res, { query });
}

/**
 * A product page (the same for every visitor: favourites are marked in the browser). It is
 * the item/details answer of its product: the render's own call counted the view, and each
 * copy served serves that answer again, so item/details' serve hook counts one more
 * (catalog-routes.ts declares it).
 */
export function shareProductPage(res: ServerResponse, itemId: number): void {
  sharePage(res, { shows: servedAnswer('itemDetails', { id: itemId }), query: ['id'] });
}
