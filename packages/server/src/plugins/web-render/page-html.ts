import { isLanguage } from '@bayan/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { Rendered } from './ssr-bundle.js';
import { SETTINGS_PRELOAD } from '../settings-preload.js';

type Page = Extract<Rendered, { kind: 'page' }>;

/** JSON inside a `<script>` element: nothing in it can close the element or open a comment. */
export const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id of the dehydrated query cache's element, which the browser reads before hydrating (web main.tsx). */
export const STATE_ELEMENT_ID = 'bayan-state';

/** The page's address in a language (`?lang=`, which the server reads before the cookie); none: the default. */
export function inLanguage(url: URL, language: 'ar' | 'en' | null): string {
  const address = new URL(url.pathname, url);
  for (const [key, value] of url.searchParams) if (key !== 'lang') address.searchParams.append(key, value);
  if (language) address.searchParams.set('lang', language);
  return address.href;
}

/** The language an address asks for (`?lang=`), if any. */
export function askedLanguage(url: URL): 'ar' | 'en' | null {
  const asked = url.searchParams.get('lang');
  return isLanguage(asked) ? asked : null;
}

/**
 * What search engines and link previews read (issue 30): the canonical address, the page in each
 * language (hreflang), Open Graph's card and the page's schema.org objects as JSON-LD (data blocks).
 * Each language's address is its own canonical (Google's rule for hreflang sets); the address
 * without `?lang=` (the visitor's or the site's language) is the x-default.
 */
function headTags(page: Page, url: URL): string {
  const { title, description, structuredData = [] } = page.head;
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(inLanguage(url, askedLanguage(url)))}" />`,
    ...(['ar', 'en'] as const).map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeMarkup(inLanguage(url, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(inLanguage(url, null))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeMarkup(inLanguage(url, page.language))}" />`,
    `<meta property="og:locale" content="${page.language === 'ar' ? 'ar_SA' : 'en_US'}" />`,
    ...(title ? [`<meta property="og:title" content="${escapeMarkup(title)}" />`] : []),
    ...(description ? [`<meta property="og:description" content="${escapeMarkup(description)}" />`] : []),
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(JSON.stringify(data))}</script>`),
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/**
 * index.html as served (`template`, with its base, modules and preloads) around a rendered page:
 * the page's language and direction on `<html>`, its title and description, emotion's critical
 * styles, the HTML in the root and the query cache as a JSON data block (not a script that runs,
 * so the CSP needs no nonce).
 */
export function pageHtml(template: string, page: Page, url: URL): string {
  const dir = page.language === 'ar' ? 'rtl' : 'ltr';
  // Replacer functions throughout: a `$&` or `$'` in a page's text is text, not a replacement pattern.
  let html = template
    // The settings are in the page's state: asked for again, the answer would go unused.
    .replace(SETTINGS_PRELOAD, '')
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${dir}">`);
  const { title, description } = page.head;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeMarkup(description)}" />`,
    );
  }
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`;
  return html
    .replace('</head>', () => `${headTags(page, url)}${page.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${state}`);
}
