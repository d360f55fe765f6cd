import { useEffect, useState } from 'react';
import { SHOP_CACHES } from '@/lib/pwa/cache-names';
import { inLanguage, titleOf, worthListing, type SeenPage } from '../model/seen-pages';

/** The newest pages first, at most this many: a list to pick from, not an archive. */
const MAX_LISTED = 20;

/**
 * The pages this browser keeps for a dead network (the worker's pages cache), in the page's
 * language, newest first, each with its title. `undefined` while reading (and on the server).
 */
export function useSeenPages(locale: 'en' | 'ar'): SeenPage[] | undefined {
  const [pages, setPages] = useState<SeenPage[]>();
  useEffect(() => {
    let live = true;
    readSeenPages(locale).then(
      (found) => live && setPages(found),
      () => live && setPages([]),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return pages;
}

async function readSeenPages(locale: 'en' | 'ar'): Promise<SeenPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SHOP_CACHES.pages))) return [];
  const cache = await caches.open(SHOP_CACHES.pages);
  const requests = [...(await cache.keys())].reverse();
  const pages: SeenPage[] = [];
  for (const request of requests) {
    const url = new URL(request.url);
    if (!inLanguage(url.pathname, locale) || !worthListing(url.pathname)) continue;
    const html = await (await cache.match(request))?.text();
    const href = `${url.pathname}${url.search}`;
    pages.push({ href, title: (html && titleOf(html)) ?? href });
    if (pages.length === MAX_LISTED) break;
  }
  return pages;
}
