import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * A request URL without the base path (`/bayan/api/x?y` → `/api/x?y`), so every route is declared
 * once at the root; null when the URL is outside the base. With no base path it is the URL itself.
 */
export function stripBase(url: string, basePath: string): string | null {
  if (!basePath) return url;
  const rest = url.slice(basePath.length);
  if (!url.startsWith(basePath) || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * BASE_PATH (config.ts): the reverse proxy forwards `/bayan/...` unchanged and the app's rewriteUrl
 * strips it. Here, what that cannot say: `/bayan` itself goes to `/bayan/` (where the page's
 * relative asset URLs resolve), and a path outside the base is not part of the product.
 */
export default fp<{ basePath: string }>(async (app, { basePath }) => {
  if (!basePath) return;
  app.addHook('onRequest', async (request, reply) => {
    const inside = stripBase(request.originalUrl, basePath);
    if (inside === null) return sendError(request, reply, 'NOT_FOUND');
    const [pathname = ''] = request.originalUrl.split('?');
    if (pathname === basePath) return reply.redirect(`${basePath}${inside}`, 301);
  });
});
