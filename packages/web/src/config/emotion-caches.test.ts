import type { EmotionCache } from '@emotion/cache';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, emotionCaches } from './emotion-caches';

/** The CSS `cache` writes for `styles` (on the server, as here, emotion's insert returns it). */
function cssOf(cache: EmotionCache, styles: CSSObject | string): string {
  const serialized = serializeStyles([styles], cache.registered);
  return cache.insert(`.x`, serialized, cache.sheet, false) ?? '';
}

/** Styles as MUI writes them: a side, a motion, a state and a breakpoint. */
const MUI_LIKE: CSSObject = {
  marginLeft: 4,
  transform: 'translateX(2px)',
  '&:hover': { left: 0 },
  '@media (min-width:600px)': { paddingRight: 3, borderRadius: '0 8px 8px 0' },
};

describe('the emotion caches', () => {
  it('mirror physical properties in RTL, prefixed copies included', () => {
    expect(cssOf(createEmotionCache('rtl'), MUI_LIKE)).toBe(
      '.x{margin-right:4px;-webkit-transform:translateX(-2px);-moz-transform:translateX(-2px);-ms-transform:translateX(-2px);transform:translateX(-2px);}' +
        '.x:hover{right:0;}@media (min-width:600px){.x{padding-left:3px;border-radius:8px 0 0 8px;}}',
    );
  });

  it('keep in RTL a declaration marked @noflip', () => {
    expect(cssOf(createEmotionCache('rtl'), 'float:left;/* @noflip */ text-align:left;')).toBe(
      '.x{float:right;text-align:left;}',
    );
  });

  it('leave LTR as written', () => {
    expect(cssOf(createEmotionCache('ltr'), MUI_LIKE)).toBe(
      '.x{margin-left:4px;-webkit-transform:translateX(2px);-moz-transform:translateX(2px);-ms-transform:translateX(2px);transform:translateX(2px);}' +
        '.x:hover{left:0;}@media (min-width:600px){.x{padding-right:3px;border-radius:0 8px 8px 0;}}',
    );
  });

  it('are fresh at each call (a request each on the server), keyed by direction as the browser caches are', () => {
    expect(createEmotionCache('rtl')).not.toBe(createEmotionCache('rtl'));
    expect([createEmotionCache('rtl').key, createEmotionCache('ltr').key]).toEqual(['muirtl', 'muiltr']);
    expect([emotionCaches.rtl.key, emotionCaches.ltr.key]).toEqual(['muirtl', 'muiltr']);
  });
});
