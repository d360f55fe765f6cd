import type { EmotionCache } from '@emotion/cache';

export interface StyleChunk {
  /** The `data-emotion` key: the cache's key, or `<key>-global` for a global style. */
  key: string;
  ids: string[];
  css: string;
}

/**
 * Every style the page's server render inserted, in the chunks @emotion/server's
 * extractCriticalToChunks makes, including the ones no element kept.
 *
 * MUI builds most components from others (IconButton renders ButtonBase, AppBar renders
 * Paper): the outer styled component computes a class of its own styles and hands it down,
 * and the inner one merges it into one class that the element wears. The outer class is in
 * no element, so extractCriticalToChunks, which keeps the classes found in the HTML, leaves it
 * out. The browser then computes it again while hydrating, finds it missing from its cache and
 * compiles and inserts it: on the floor page about forty rules, run through stylis in the
 * commit that makes the page usable (docs/performance.md, issue 42). Shipped here, the browser
 * cache knows them from the first byte. Their CSS comes with them rather than the names alone:
 * a name the cache believes inserted must have its rules on the page, whatever later uses it.
 */
export function pageStyleChunks(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  // In insertion order, as the browser's own cache would insert them: the classes elements
  // wear keep their order among themselves, so later rules still win where they did.
  for (const [id, css] of Object.entries(cache.inserted)) {
    // `true`: inserted in a browser sheet, nothing to ship (never the case on the server).
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // A global style: a tag each, so each Global component finds and owns its own.
      globals.push({ key: `${cache.key}-global`, ids: [id], css });
      continue;
    }
    regular.ids.push(id);
    regular.css += css;
  }
  return [...globals, regular];
}
