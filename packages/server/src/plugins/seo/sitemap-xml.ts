import { LANGUAGES } from '@bayan/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { SitePage } from '../../lib/module/site-page.js';
import { inLanguage } from '../web-render/page-html.js';

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** One `<url>`: the page's canonical address and the language alternates its own head names. */
function urlEntry(siteUrl: string, { path, lastmod }: SitePage): string {
  const address = new URL(`${siteUrl}${path}`);
  const loc = escapeMarkup(inLanguage(address, null));
  const alternates = [
    ...LANGUAGES.map((lang) => [lang, escapeMarkup(inLanguage(address, lang))] as const),
    ['x-default', loc] as const,
  ];
  return [
    '  <url>',
    `    <loc>${loc}</loc>`,
    ...(lastmod ? [`    <lastmod>${escapeMarkup(lastmod)}</lastmod>`] : []),
    ...alternates.map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`),
    '  </url>',
  ].join('\n');
}

/**
 * A sitemaps.org 0.9 `urlset` of `pages` under `siteUrl` (the public origin and base path): each
 * page at its canonical address, with `lastmod` when known and, as `xhtml:link`s (Google's form),
 * the same hreflang alternates as the page's head (web-render/page-html.ts: `?lang=ar`, `?lang=en`,
 * the address itself for x-default). Pages past the protocol's limit are left out.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitePage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.slice(0, SITEMAP_MAX_URLS).map((page) => urlEntry(siteUrl, page)),
    '</urlset>',
    '',
  ].join('\n');
}
