import { describe, expect, it } from 'vitest';
import { sitemapSchemaErrors } from '../../test/sitemap-schema.js';
import { robotsTxt } from './robots-txt.js';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap-xml.js';

const SITE = 'https://example.org/bayan';

describe('sitemapXml', () => {
  it('writes a valid urlset: each page at its three addresses, lastmod when known, and the ar, en and x-default alternates', () => {
    const xml = sitemapXml(SITE, [{ path: '/home' }, { path: '/name/3', lastmod: '2026-01-02T03:04:05.678Z' }]);
    expect(sitemapSchemaErrors(xml)).toBeNull();
    const links = [
      '    <xhtml:link rel="alternate" hreflang="ar" href="https://example.org/bayan/name/3?lang=ar"/>',
      '    <xhtml:link rel="alternate" hreflang="en" href="https://example.org/bayan/name/3?lang=en"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/bayan/name/3"/>',
    ];
    for (const loc of ['', '?lang=ar', '?lang=en']) {
      expect(xml).toContain(
        [
          '  <url>',
          `    <loc>https://example.org/bayan/name/3${loc}</loc>`,
          '    <lastmod>2026-01-02T03:04:05.678Z</lastmod>',
          ...links,
          '  </url>',
        ].join('\n'),
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.match(/<lastmod>/g)).toHaveLength(3);
  });

  it('escapes every value, and stays valid', () => {
    const xml = sitemapXml(SITE, [
      { path: '/doctors?speciality=a&etablissement=b', lastmod: '2026-01-02T03:04:05Z' },
      { path: '/doctors/<x>' },
    ]);
    expect(xml).toContain('<loc>https://example.org/bayan/doctors?speciality=a&amp;etablissement=b</loc>');
    expect(xml).toContain('href="https://example.org/bayan/doctors?speciality=a&amp;etablissement=b&amp;lang=en"');
    expect(xml).toContain('<loc>https://example.org/bayan/doctors/%3Cx%3E</loc>');
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(sitemapSchemaErrors(xml)).toBeNull();
  });

  it('lists at most the protocol’s 50,000 URLs, a page with all three of its addresses or not at all', () => {
    const pages = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ path: `/name/${i}` }));
    const locs = sitemapXml(SITE, pages).match(/<loc>[^<]*<\/loc>/g)!;
    expect(locs).toHaveLength(49_998);
    expect(locs.at(-1)).toBe(`<loc>${SITE}/name/16665?lang=en</loc>`);
  });
});

describe('the sitemap schema check', () => {
  it('refuses what the schema does not allow', () => {
    const valid = sitemapXml(SITE, [{ path: '/home', lastmod: '2026-01-02T03:04:05Z' }]);
    expect(sitemapSchemaErrors(valid)).toBeNull();
    // A date the W3C format does not allow, a link XHTML does not have, an element out of order, no URL at all.
    expect(sitemapSchemaErrors(valid.replace('2026-01-02T03:04:05Z', 'yesterday'))).toMatch(/lastmod/);
    expect(sitemapSchemaErrors(valid.replace('hreflang="ar"', 'lang="ar"'))).toMatch(/hreflang|lang/);
    expect(sitemapSchemaErrors(valid.replace(/<loc>.*<\/loc>\n(.*<lastmod>.*<\/lastmod>)/, '$1'))).toMatch(/loc/);
    expect(sitemapSchemaErrors(sitemapXml(SITE, []))).toMatch(/urlset/);
    expect(sitemapSchemaErrors('<urlset')).not.toBeNull();
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the dashboard and the API under the base path and names the sitemap', () => {
    expect(robotsTxt('/bayan', `${SITE}/sitemap.xml`)).toBe(
      [
        'User-agent: *',
        'Disallow: /bayan/dashboard',
        'Disallow: /bayan/api/',
        'Disallow: /bayan/v1/api/',
        'Allow: /bayan/',
        '',
        'Sitemap: https://example.org/bayan/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(robotsTxt('', 'https://example.org/sitemap.xml')).toContain('Disallow: /dashboard\nDisallow: /api/\n');
  });
});
