import { foldContracts } from '../modules/module-contracts.js';

export type { Access, ApiRoute } from './route-definition.js';

/**
 * The one permission map: every API route, keyed by a stable name, folded from the modules'
 * maps (`<module>/<module>-routes.ts`). The server registers routes from it and enforces
 * `access`; the web app uses it for guards, menus and buttons.
 */
export const API_ROUTES = foldContracts('routes');

export type RouteKey = keyof typeof API_ROUTES;
