import { LANGUAGES } from '@bayan/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { SitePage } from '../../lib/module/site-page.js';
import { inLanguage } from '../web-render/page-html.js';

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page's addresses: the x-default (no `?lang=`) and one per language, each its own canonical. */
const VERSIONS = [null, ...LANGUAGES] as const;

/**
 * A page's `<url>`s, one per address (Google's form: every version listed, each naming the whole
 * set), with the language alternates its head names (web-render/page-html.ts).
 */
function urlEntries(siteUrl: string, { path, lastmod }: SitePage): string[] {
  const address = new URL(`${siteUrl}${path}`);
  const links = [...LANGUAGES, null].map(
    (lang) =>
      `    <xhtml:link rel="alternate" hreflang="${lang ?? 'x-default'}" href="${escapeMarkup(inLanguage(address, lang))}"/>`,
  );
  return VERSIONS.map((lang) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(inLanguage(address, lang))}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeMarkup(lastmod)}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n'),
  );
}

/**
 * A sitemaps.org 0.9 `urlset` of `pages` under `siteUrl` (the public origin and base path): each
 * page at its three addresses (x-default, `?lang=ar`, `?lang=en`), with `lastmod` when known and,
 * as `xhtml:link`s, the same hreflang alternates as the page's head. Pages whose addresses would
 * pass the protocol's limit are left out.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitePage[]): string {
  const fitting = Math.floor(SITEMAP_MAX_URLS / VERSIONS.length);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.slice(0, fitting).flatMap((page) => urlEntries(siteUrl, page)),
    '</urlset>',
    '',
  ].join('\n');
}
