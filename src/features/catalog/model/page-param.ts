import { WHOLE_NUMBER } from '@/contracts/list-limits';

/**
 * `?page=` as a page number; anything that is not a whole number of at least 1 is page 1.
 * The API's pageSchema rule (contracts/list.ts), without zod: the search page reads it in the
 * browser.
 */
export function pageParam(value: string | string[] | undefined): number {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const page = WHOLE_NUMBER.test(raw) ? Number(raw) : 0;
  return page >= 1 ? page : 1;
}
