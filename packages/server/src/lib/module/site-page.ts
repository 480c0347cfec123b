/**
 * A public page of the web app as `/sitemap.xml` lists it (plugins/seo): its path under the base
 * path, with its query when the page is a filtered list, and when its data last changed (ISO 8601).
 */
export interface SitePage {
  path: string;
  lastmod?: string;
}
