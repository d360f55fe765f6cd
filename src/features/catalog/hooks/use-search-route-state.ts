import { useRouter } from 'next/router';
import type { Category } from '@/contracts/catalog';

export const SEARCH_ROUTE = '/product/search/[term]';

export type SearchRouteState = { term: string; category: string };

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * What the search page's address says, for the header box: on /product/search/{slug} the
 * category is chosen and the box is empty; on a keyword search both come from the address.
 */
export function useSearchRouteState(categories: readonly Category[]): SearchRouteState {
  const router = useRouter();
  if (router.pathname !== SEARCH_ROUTE) return { term: '', category: '' };
  const term = single(router.query.term);
  const category = single(router.query.category);
  if (!category && categories.some((entry) => entry.slug === term)) {
    return { term: '', category: term };
  }
  return { term, category };
}
