import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { cachedFor } from '../../lib/cached-for.js';
import type { Clock } from '../../lib/clock.js';
import { robotsTxt } from './robots-txt.js';
import { sitePages } from './site-pages.js';
import { sitemapXml } from './sitemap-xml.js';

/** How long the built sitemap is kept, here and by caches on the way. */
const TTL_SECONDS = 5 * 60;
const CACHE_CONTROL = `public, max-age=${TTL_SECONDS}`;

interface SeoOptions {
  config: Pick<Config, 'modules' | 'basePath' | 'publicUrl'>;
  clock: Clock;
}

/**
 * `/robots.txt` and `/sitemap.xml` (issue 30, findable): declared at the root like every route
 * (the base path is stripped before routing), so they answer under BASE_PATH and come before the
 * web app's fallback page. URLs are absolute on PUBLIC_URL, as emailed links are. Out of the OpenAPI
 * document: they are no part of the API.
 */
export default fp<SeoOptions>(async (app, { config, clock }) => {
  const robots = robotsTxt(config.basePath, `${config.publicUrl}/sitemap.xml`);
  const sitemap = cachedFor(TTL_SECONDS * 1000, clock, async () =>
    sitemapXml(config.publicUrl, await sitePages(app.services, config)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(await sitemap()),
  );
});
