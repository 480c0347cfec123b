/**
 * robots.txt: every crawler may read the product's pages but not the dashboard (the signed-in
 * app) or the API, with or without its /v1 prefix, all under the base path; the sitemap by its
 * absolute URL, as the protocol asks. Disallows first, for crawlers that take the first rule that matches.
 */
export function robotsTxt(basePath: string, sitemapUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${basePath}/dashboard`,
    `Disallow: ${basePath}/api/`,
    `Disallow: ${basePath}/v1/api/`,
    `Allow: ${basePath}/`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
