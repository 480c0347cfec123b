import { API_ROUTES, type RouteKey } from '@bayan/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's key in the shared permission map (API_ROUTES). */
    routeKey?: RouteKey;
  }
}

/** Method, URL and permission key of a route, taken from the shared map so they cannot drift. */
export function route<K extends RouteKey>(key: K) {
  const { method, path } = API_ROUTES[key];
  return { method, url: path, config: { routeKey: key } } as const;
}
