import { hydrate, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bayan/shared';
import { ApiError } from '../lib/api-client';

/** The element the server puts the dehydrated query cache in (server plugins/web-render/page-html.ts). */
const STATE_ELEMENT_ID = 'bayan-state';

/** True when the server rendered this page: its root already holds the page's HTML. */
export const serverRendered = (root: HTMLElement): boolean => root.firstElementChild !== null;

/** The language the server rendered in (its `<html lang>`): hydration must start from it. */
export function renderedLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Fills the query cache with what the server fetched for the page, so hydration renders the same
 * data: a missing name or doctor's error included, so it shows "not found" as the server did.
 */
export function hydrateServerState(client: QueryClient): void {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    hydrate(client, JSON.parse(element.textContent, ApiError.revive));
  } catch {
    return; // a page without usable state: its queries fetch as on any client render
  }
}
