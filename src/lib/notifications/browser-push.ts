import { movePushToShopWorker } from './push-migration';
import { thisBrowserSubscribed } from './web-push';

/*
 * Everything a page does with this browser's push, as the one module pages import() (the
 * channel switches, the worker's registration): each import() target is a chunk of its own,
 * and every chunk costs every page an entry in webpack's runtime, in the first-load budget.
 */
export { movePushToShopWorker } from './push-migration';
export { subscribeThisBrowser, unsubscribeThisBrowser } from './web-push';

/** Moves a subscription off issue 40's worker first, then says whether this browser is subscribed. */
export async function browserSubscribed(): Promise<boolean> {
  await movePushToShopWorker();
  return thisBrowserSubscribed();
}
