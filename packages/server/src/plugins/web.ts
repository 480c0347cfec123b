import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MODULES_META, type ModuleName } from '@bayan/shared';
import { sendError } from './errors.js';

/** index.html with the switched-on modules named in a meta tag (shared/modules.ts). */
function pageWithModules(root: string, modules: ReadonlySet<ModuleName>): string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const meta = `<meta name="${MODULES_META}" content="${[...modules].join(',')}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year; any other
 * GET that is not an API call and accepts HTML gets index.html, so client routes work on reload.
 */
export default fp<{ root: string | undefined; modules: ReadonlySet<ModuleName> }>(async (app, { root, modules }) => {
  const page = root !== undefined && existsSync(path.join(root, 'index.html')) ? pageWithModules(root, modules) : null;
  const hasWeb = page !== null;
  if (hasWeb) {
    // wildcard: false registers one route per built file at start, so unknown paths reach the fallback.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html is only ever the page above, with its modules.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return sendError(request, reply, 'NOT_FOUND');
  });
});
