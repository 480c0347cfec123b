import type { Config } from '../../config.js';
import type { SitePage } from '../../lib/module/site-page.js';
import { serviceOf, switchedOn, type Services } from '../../services.js';

/** The web app's own public pages, there whichever modules are on. */
const CORE_PAGES: SitePage[] = ['/contact', '/privacy', '/login', '/register'].map((path) => ({ path }));

/** The public pages: the core's, then each switched-on module's (its manifest's `sitePages`), each path once. */
export async function sitePages(services: Services, config: Pick<Config, 'modules'>): Promise<SitePage[]> {
  const shares = await Promise.all(
    switchedOn(config).map((module) => module.sitePages?.(serviceOf(services, module)) ?? []),
  );
  const byPath = new Map([...CORE_PAGES, ...shares.flat()].map((page) => [page.path, page]));
  return [...byPath.values()];
}
