/** Longest slug base: long enough for any product name, short enough for a tidy URL. */
const MAX_SLUG = 60;

/**
 * The URL name of a product from its English name: lower-case ASCII letters and digits in
 * words joined by dashes ("Baladi Duck – Whole!" → "baladi-duck-whole"). Accented letters
 * lose their accents; a name with none of these at all becomes "item".
 */
export function slugBase(nameEn: string): string {
  const words = nameEn
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, MAX_SLUG) || 'item';
}

/** `base`, or `base-2`, `base-3`... whichever no item has yet. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
