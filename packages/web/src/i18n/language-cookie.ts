import type { Language } from '@bayan/shared';
import { BASE_PATH } from '../config/base-path';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Mirrors the stored `lang` (spec §3) in a cookie, the one way the server learns the visitor's
 * language before it renders a page (issue 30). Not a secret, so readable by the page.
 */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `lang=${language}; path=${BASE_PATH || '/'}; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language the cookie names, if any. */
export function cookieLanguage(): string | null {
  return /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1] ?? null;
}
