import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useTheme, type Theme, type TypographyVariant } from '@mui/material/styles';

/** A class's styles, from the theme: a module-level function, so that its class is made once. */
export type StaticStyles = (theme: Theme) => CSSObject;

const made = new WeakMap<EmotionCache, WeakMap<Theme, Map<StaticStyles, string>>>();

/**
 * The class name of styles that depend on nothing but the theme, serialised and inserted once per
 * emotion cache and theme (a direction each), then only looked up. For markup drawn many times
 * alike, such as a dozen loading skeletons: each MUI component serialises and hashes its styles
 * again at every render, a sixth of a phone's first render for the landing page's skeleton cards
 * (issue 14). The styles go through the cache's plugins, so the RTL cache mirrors them as MUI's.
 */
export function useStaticClass(styles: StaticStyles): string {
  const cache = useEmotionCache();
  // In a browser emotion's context always holds a cache: the app's (RtlProvider) or its default.
  if (!cache) throw new Error('useStaticClass needs an emotion cache');
  const theme = useTheme();
  let byTheme = made.get(cache);
  if (!byTheme) made.set(cache, (byTheme = new WeakMap()));
  let classes = byTheme.get(theme);
  if (!classes) byTheme.set(theme, (classes = new Map()));
  let name = classes.get(styles);
  if (name === undefined) {
    const serialized = serializeStyles([styles(theme)], cache.registered);
    insertStyles(cache, serialized, false);
    name = `${cache.key}-${serialized.name}`;
    classes.set(styles, name);
  }
  return name;
}

/** A Typography's text box in `variant` (the font and line it sets), for static classes that stand in for one. */
export function typographyOf(theme: Theme, variant: TypographyVariant): CSSObject {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography[variant];
  return { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing, margin: 0 };
}
