import type { Item } from '@/contracts/catalog';

/**
 * The home page's second rail ("Most viewed") without the items the first ("Popular now")
 * already shows: the best sellers are mostly the most viewed too, so the two rails read as
 * one list twice (issue 26). `candidates` should hold more than `size` items so that the
 * rail stays full once the repeats are gone.
 */
export function distinctRail(
  shown: readonly Item[] | null,
  candidates: readonly Item[],
  size: number,
): Item[] {
  const seen = new Set(shown?.map((item) => item.id));
  return candidates.filter((item) => !seen.has(item.id)).slice(0, size);
}
