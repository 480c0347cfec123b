import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@bayan/shared';

/**
 * An emotion cache for one direction, as MUI documents right-to-left: the RTL cache runs
 * stylis-plugin-rtl (cssjanus) over every rule, mirroring the physical properties MUI writes
 * internally (a `@noflip` comment before a declaration keeps it as written); our own styles use
 * logical properties and need no flipping. The LTR cache is emotion's default (the prefixer
 * alone). Each direction has its own key, so both caches' styles can sit in one document (the
 * language switched at run time) and server-rendered styles are claimed by the cache of their
 * direction. The server makes a fresh cache per request; the browser keeps one per direction.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'muiltr' });
}

/** The browser's caches, created once: AppProvider gives the one of the page's direction. */
export const emotionCaches: Record<Direction, EmotionCache> = {
  rtl: createEmotionCache('rtl'),
  ltr: createEmotionCache('ltr'),
};
