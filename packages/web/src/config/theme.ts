import { createTheme, type Theme } from '@mui/material/styles';
import type { LinkProps } from '@mui/material/Link';
import { BRAND_BACKGROUND, BRAND_FONT, BRAND_PRIMARY, type Direction } from '@bayan/shared';
import { RouterLink } from '../components/router-link';
import { MUI_ARABIC } from './mui-arabic';

export const FONT_FAMILY = `${BRAND_FONT}, system-ui, sans-serif`;

/** A visible keyboard focus on every button, card and link, beyond MUI's faint ripple. */
export const focusRing = { outline: `3px solid ${BRAND_PRIMARY.main}`, outlineOffset: 2 };

function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    shape: { borderRadius: 15 },
    palette: {
      primary: BRAND_PRIMARY,
      secondary: { main: '#8d6e00', contrastText: '#ffffff' },
      // MUI's default orange and blue are too light for text on white (under 4.5:1).
      warning: { main: '#b45309', dark: '#92400e', light: '#f59e0b', contrastText: '#ffffff' },
      info: { main: '#0369a1', dark: '#075985', light: '#38bdf8', contrastText: '#ffffff' },
      background: BRAND_BACKGROUND,
    },
    typography: {
      fontFamily: FONT_FAMILY,
      // Arabic has no capitals and breaks when letters are spaced apart.
      allVariants: { letterSpacing: 0, textTransform: 'none' },
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.5 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.5 },
      h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.5 },
      h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.5 },
      h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.5 },
      h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
      body1: { lineHeight: 1.8 },
      body2: { lineHeight: 1.7 },
      button: { fontWeight: 500 },
    },
    components: {
      MuiLink: {
        defaultProps: { component: RouterLink } as LinkProps,
        styleOverrides: { root: { '&:focus-visible': focusRing } },
      },
      MuiButtonBase: {
        defaultProps: { LinkComponent: RouterLink },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      // Cards clip overflow, so their action area draws the ring inside its edge.
      MuiCardActionArea: {
        styleOverrides: { root: { borderRadius: 'inherit', '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      ...(direction === 'rtl' ? MUI_ARABIC : {}),
    },
  });
}

const built: Partial<Record<Direction, Theme>> = {};

/**
 * Each direction's theme, built once when first asked for (a first load builds only its own);
 * switching language only swaps which one is provided.
 */
export function themeFor(direction: Direction): Theme {
  return (built[direction] ??= createAppTheme(direction));
}
