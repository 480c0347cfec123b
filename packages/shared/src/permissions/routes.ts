import { AUTH_ROUTES } from '../auth/auth-routes.js';
import { CLINIC_ROUTES } from '../clinic/clinic-routes.js';
import { DASHBOARD_ROUTES } from '../dashboard/dashboard-routes.js';
import { ENDOWMENTS_ROUTES } from '../endowments/endowments-routes.js';
import { EVENTS_ROUTES } from '../events/events-routes.js';
import { HEALTH_ROUTES } from '../health/health-routes.js';
import { fold } from '../modules/fold.js';
import { NAMES_ROUTES } from '../names/names-routes.js';
import { NOTIFICATIONS_ROUTES } from '../notifications/notifications-routes.js';
import { OUTBOX_ROUTES } from '../outbox/outbox-routes.js';
import { SETTINGS_ROUTES } from '../settings/settings-routes.js';
import { USERS_ROUTES } from '../users/users-routes.js';
import type { ApiRoute } from './route-definition.js';

export type { Access, ApiRoute } from './route-definition.js';

/** Each module's permission-map entries (keys `<module>.…`), one line per module. */
export const MODULE_ROUTES = {
  health: HEALTH_ROUTES,
  auth: AUTH_ROUTES,
  users: USERS_ROUTES,
  outbox: OUTBOX_ROUTES,
  names: NAMES_ROUTES,
  events: EVENTS_ROUTES,
  settings: SETTINGS_ROUTES,
  notifications: NOTIFICATIONS_ROUTES,
  dashboard: DASHBOARD_ROUTES,
  clinic: CLINIC_ROUTES,
  endowments: ENDOWMENTS_ROUTES,
} as const satisfies Record<string, Record<string, ApiRoute>>;

/**
 * The one permission map: every API route, keyed by a stable name, folded from the modules'
 * maps (`<module>/<module>-routes.ts`). The server registers routes from it and enforces
 * `access`; the web app uses it for guards, menus and buttons.
 */
export const API_ROUTES = /* @__PURE__ */ fold(MODULE_ROUTES);

export type RouteKey = keyof typeof API_ROUTES;
