import { pageSchema } from '@/contracts/list';

/** `?page=` as a page number; anything that is not a whole number of at least 1 is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const parsed = pageSchema.safeParse(Array.isArray(value) ? value[0] : (value ?? ''));
  return parsed.success ? parsed.data : 1;
}
