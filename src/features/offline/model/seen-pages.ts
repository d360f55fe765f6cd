/** A page the worker kept, as the offline page lists it. */
export interface SeenPage {
  /** The path with its query, as the visitor opened it: `/ar/product/5`. */
  href: string;
  /** The page's <title>, or its path when it has none. */
  title: string;
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

/** The text of the first <title> of a page's HTML, entities decoded; undefined when none. */
export function titleOf(html: string): string | undefined {
  const raw = TITLE.exec(html)?.[1]?.trim();
  if (!raw) return undefined;
  return raw.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** Whether a kept page is in the language of the offline page showing it (English: no prefix). */
export function inLanguage(pathname: string, locale: 'en' | 'ar'): boolean {
  const arabic = pathname === '/ar' || pathname.startsWith('/ar/');
  return locale === 'ar' ? arabic : !arabic;
}

/** The offline pages themselves are not worth listing on the offline page. */
export function worthListing(pathname: string): boolean {
  return pathname !== '/offline' && pathname !== '/ar/offline';
}
