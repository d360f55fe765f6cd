import { call } from '@/lib/api/call';
import type { RequestOptions } from '../model/request-options';

/**
 * POST /items/search/clicks: a product was opened from the results of `query`, for the
 * shop's search statistics. Sent and forgotten: the shopper's page never waits for it, and a
 * failure (offline, the address' budget spent) only leaves one click uncounted.
 */
export function recordSearchClick(query: string, options: RequestOptions): void {
  void call('itemsSearchClick', { body: { query } }, options).catch(() => undefined);
}
