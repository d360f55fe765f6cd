import type { ServerResponse } from 'node:http';
import { countView } from '@/server/modules/catalog';
import { sharePage } from './page-cache';

// What getServerSideProps may use of the page cache (page-cache.ts): the one other server
// module pages import besides auth/page-session.ts, since Next keeps getServerSideProps'
// imports out of the browser bundle.

/**
 * A page that is the same for every visitor: kept and served from memory for 30 s. `query`
 * names the query parameters the page and its components read (its route's too); a URL with
 * any other is rendered but not kept (page-cache.ts).
 */
export function shareCataloguePage(res: ServerResponse, query: readonly string[] = []): void {
  sharePage(res, { query });
}

/**
 * A product page (the same for every visitor: favourites are marked in the browser). The
 * render counted its view through its item/details call; each copy served counts one the
 * same way (view-counter.ts has the rule).
 */
export function shareProductPage(res: ServerResponse, itemId: number): void {
  sharePage(res, { onHit: () => countView(itemId), query: ['id'] });
}
