import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from '@bayan/shared';
import { rtlFlip } from './rtl-flip';

/**
 * One cache per direction, created once. The RTL cache flips the physical properties MUI
 * writes internally (rtl-flip.ts); our own styles use logical properties and need no flipping.
 */
export const emotionCacheOptions = (direction: Direction): Options =>
  direction === 'rtl'
    ? { key: 'muirtl', stylisPlugins: [rtlFlip, prefixer] }
    : { key: 'muiltr', stylisPlugins: [prefixer] };

export const emotionCaches: Record<Direction, EmotionCache> = {
  rtl: createCache(emotionCacheOptions('rtl')),
  ltr: createCache(emotionCacheOptions('ltr')),
};
