import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@bayan/shared';

/**
 * One cache per direction, created once. The RTL cache flips the physical properties MUI
 * writes internally; our own styles use logical properties and need no flipping.
 */
export const emotionCaches: Record<Direction, EmotionCache> = {
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
};
