import { LANGUAGES } from '@bayan/shared';
import type { SitePage } from '../../lib/module/site-page.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value. */
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Each page's language alternates: the language is the visitor's cookie, not the URL, so every
 * language, and the default, is the page's own URL.
 */
const HREFLANGS = [...LANGUAGES, 'x-default'];

/**
 * A sitemaps.org 0.9 `urlset` of `pages` under `siteUrl` (the public origin and base path), each
 * with its `xhtml:link` language alternates (Google's form) and its `lastmod` when known; pages past
 * the protocol's limit are left out.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitePage[]): string {
  const urls = pages.slice(0, SITEMAP_MAX_URLS).map(({ path, lastmod }) => {
    const loc = xmlEscape(`${siteUrl}${path}`);
    return [
      '  <url>',
      `    <loc>${loc}</loc>`,
      ...(lastmod ? [`    <lastmod>${xmlEscape(lastmod)}</lastmod>`] : []),
      ...HREFLANGS.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${loc}"/>`),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
