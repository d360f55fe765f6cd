import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/lib/i18n/locales';

export const INSERTION_POINT_NAME = 'emotion-insertion-point';

/**
 * One cache per direction: the RTL one runs stylis-plugin-rtl so `margin-left` becomes
 * `margin-right`, and the two use different keys so their server-rendered styles never mix.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>(`meta[name="${INSERTION_POINT_NAME}"]`) ??
        undefined);
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint })
    : createCache({ key: 'mui', insertionPoint });
}

const clientCaches: Partial<Record<Direction, EmotionCache>> = {};

/** In the browser each direction's cache is created once and reused across navigation. */
export function getClientEmotionCache(direction: Direction): EmotionCache {
  const existing = clientCaches[direction];
  if (existing) return existing;
  const created = createEmotionCache(direction);
  clientCaches[direction] = created;
  return created;
}
