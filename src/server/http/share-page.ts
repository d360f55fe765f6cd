import type { ServerResponse } from 'node:http';
import { countView } from '@/server/modules/catalog/view-counter';
import { sharePage } from './page-cache';

// What getServerSideProps may use of the page cache (page-cache.ts): the one other server
// module pages import besides auth/page-session.ts, since Next keeps getServerSideProps'
// imports out of the browser bundle.

/** A page that is the same for every visitor: kept and served from memory for 30 s. */
export function shareCataloguePage(res: ServerResponse): void {
  sharePage(res);
}

/**
 * A product page (the same for every visitor: favourites are marked in the browser). The
 * render counted its view through its item/details call; each copy served counts one the
 * same way (view-counter.ts has the rule).
 */
export function shareProductPage(res: ServerResponse, itemId: number): void {
  sharePage(res, { onHit: () => countView(itemId) });
}
