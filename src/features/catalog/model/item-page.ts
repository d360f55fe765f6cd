import type { Item } from '@/contracts/catalog';
import { DEFAULT_LIST_LIMIT } from '@/contracts/list-limits';

/** One page of a product list, as the pages and the pager need it. */
export type ItemPage = { items: Item[]; total: number; page: number; limit: number };

/** A list call's answer (lib/api/call.ts's CallAnswer of an item list). */
type ItemListAnswer = { results: Item[]; total?: number; page?: number; limit?: number };

/** The backend's list envelope as a page; missing counts fall back to what was asked for. */
export function toItemPage(
  answer: ItemListAnswer,
  asked: { page?: number; limit?: number } = {},
): ItemPage {
  return {
    items: answer.results,
    total: answer.total ?? answer.results.length,
    page: answer.page ?? asked.page ?? 1,
    limit: answer.limit ?? asked.limit ?? DEFAULT_LIST_LIMIT,
  };
}

/** Number of pages a list has (at least one, so "page 1 of 1" for an empty list). */
export function pageCount(page: Pick<ItemPage, 'total' | 'limit'>): number {
  return Math.max(1, Math.ceil(page.total / page.limit));
}
