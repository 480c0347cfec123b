import { API_ROUTES, type ApiRoute, type ModuleName, type RouteKey } from '@bayan/shared';

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

/** Whether the route is served with these modules on: a route tied to a business module (`module`) only while it is. */
export function servedWith(key: RouteKey, modules: ReadonlySet<ModuleName>): boolean {
  const entry: ApiRoute = API_ROUTES[key];
  return entry.module === undefined || modules.has(entry.module);
}
