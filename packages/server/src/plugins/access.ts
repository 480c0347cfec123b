import fp from 'fastify-plugin';
import { API_ROUTES, allows, isErrorCode, type RouteKey } from '@bayan/shared';
import { AppError } from '../lib/http/app-error.js';
import { servedWith } from '../lib/http/route.js';

/** Routes outside the permission map: the OpenAPI UI and document, public by nature. */
const UNMAPPED_PREFIXES = ['/api/docs'];

/**
 * Every /api route must name its entry in the shared permission map (checked when the route
 * is registered, so a forgotten entry stops the server from starting), and every request is
 * checked against that entry before its body is even parsed.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/api') || UNMAPPED_PREFIXES.some((p) => options.url.startsWith(p))) return;
    const key = options.config?.routeKey;
    const entry = key ? API_ROUTES[key] : undefined;
    // Fastify adds a HEAD route for every GET, with the GET's config.
    const methods = [options.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
    if (!entry || entry.path !== options.url || !methods.includes(entry.method)) {
      throw new Error(`Route ${methods.join(',')} ${options.url} is missing from the permission map (API_ROUTES)`);
    }
    if (key && !servedWith(key, app.modules)) {
      throw new Error(`Route ${key} is served only while its module is on`);
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const key: RouteKey | undefined = request.routeOptions.config?.routeKey;
    const entry = key ? API_ROUTES[key] : undefined;
    const access = entry?.access ?? 'public';
    if (access === 'public') return done();
    const loginError = entry && 'loginError' in entry && isErrorCode(entry.loginError) ? entry.loginError : undefined;
    request.authenticate().then((auth) => {
      if (!auth) return done(new AppError(loginError ?? 'AUTH_REQUIRED'));
      if (!allows(access, auth.role)) return done(new AppError('FORBIDDEN'));
      if (auth.mustChangePassword && !(key && 'beforePasswordChange' in API_ROUTES[key])) {
        return done(new AppError('AUTH_PASSWORD_CHANGE_REQUIRED'));
      }
      if (auth.mustEnrolTotp && !(key && 'beforeTotpEnrolment' in API_ROUTES[key])) {
        return done(new AppError('AUTH_TOTP_ENROLMENT_REQUIRED'));
      }
      if (auth.mustVerifyPhone && !(key && 'beforePhoneVerification' in API_ROUTES[key])) {
        return done(new AppError('AUTH_PHONE_VERIFICATION_REQUIRED'));
      }
      done();
    }, done);
  });
});
