import type { FastifyPluginAsync } from 'fastify';
import type { AnyModule } from './define-module.js';

/**
 * Registers a module's routes in a scope that refuses any route key outside the module's own
 * permission map, so a module cannot answer for another's entry (the server does not start).
 * The access plugin checks, app-wide, that the key's method and path match the route.
 */
export function moduleRoutes(module: AnyModule): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (options) => {
      const key = options.config?.routeKey;
      if (key !== undefined && !Object.hasOwn(module.contract?.routes ?? {}, key)) {
        throw new Error(`Module ${module.name} registers ${key}, which is not in its own permission map`);
      }
    });
    if (module.routes) await app.register(module.routes);
  };
}
