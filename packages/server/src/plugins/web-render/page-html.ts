import type { Rendered } from './ssr-bundle.js';

type Page = Extract<Rendered, { kind: 'page' }>;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

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

/**
 * What search engines and link previews read (issue 30): the canonical address, the page in each
 * language (hreflang), Open Graph's card and the page's schema.org objects as JSON-LD (data blocks).
 */
function headTags(page: Page, url: URL): string {
  const { title, description, structuredData = [] } = page.head;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(inLanguage(url, null))}" />`,
    ...(['ar', 'en'] as const).map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeAttribute(inLanguage(url, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(inLanguage(url, null))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeAttribute(inLanguage(url, page.language))}" />`,
    `<meta property="og:locale" content="${page.language === 'ar' ? 'ar_SA' : 'en_US'}" />`,
    ...(title ? [`<meta property="og:title" content="${escapeAttribute(title)}" />`] : []),
    ...(description ? [`<meta property="og:description" content="${escapeAttribute(description)}" />`] : []),
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
  let html = template.replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${dir}">`);
  if (page.head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.head.title)}</title>`);
  if (page.head.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(page.head.description)}" />`,
    );
  }
  html = html.replace('</head>', `${headTags(page, url)}  </head>`);
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`;
  return html
    .replace('</head>', `${page.styles}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${state}`);
}
