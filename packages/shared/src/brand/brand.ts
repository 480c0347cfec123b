/*
 * The product's typeface and main colours, one definition for what draws them: the web app's MUI
 * theme (packages/web config/theme.ts) and the server's emails (modules/outbox/email-html.ts).
 */

/** Bundled by the web app; an email names it first and falls back to the reader's system fonts. */
export const BRAND_FONT = "'IBM Plex Sans Arabic'";

/** Teal 700: white text on it has a 5.3:1 contrast ratio (WCAG AA). */
export const BRAND_PRIMARY = { main: '#00796b', dark: '#00695c', light: '#4db6ac', contrastText: '#ffffff' } as const;

export const BRAND_BACKGROUND = { default: '#f6f9f8', paper: '#ffffff' } as const;
