import type { CategorySuggestion, ItemSuggestion, Suggestions } from '@/contracts/catalog';

/** One option of the header search's list: where it leads and the id the input points at. */
export type SuggestionOption =
  | { kind: 'item'; id: string; href: string; item: ItemSuggestion }
  | { kind: 'category'; id: string; href: string; category: CategorySuggestion };

/** Items first (what the shopper most likely wants), then categories, each with a DOM id. */
export function suggestionOptions(listId: string, suggestions: Suggestions): SuggestionOption[] {
  return [
    ...suggestions.items.map((item) => ({
      kind: 'item' as const,
      id: `${listId}-item-${item.id}`,
      href: `/product/${item.id}`,
      item,
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      id: `${listId}-category-${category.id}`,
      href: `/product/search/${encodeURIComponent(category.slug)}`,
      category,
    })),
  ];
}

/**
 * The option highlighted after Down (step 1) or Up (-1) from `active` (-1: none, the typed
 * text). Past either end it comes back to the text, so Enter searches what was typed again.
 */
export function stepActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  const positions = count + 1;
  return ((active + 1 + step + positions) % positions) - 1;
}
