/** Where a search goes: the keyword (narrowed to a category), or a category on its own. */
export function searchHref(term: string, category: string): string | null {
  const keyword = term.trim();
  if (keyword) {
    const path = `/product/search/${encodeURIComponent(keyword)}`;
    return category ? `${path}?category=${encodeURIComponent(category)}` : path;
  }
  return category ? `/product/search/${encodeURIComponent(category)}` : null;
}
