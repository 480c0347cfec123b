import type { AuditActionDefinition } from '../audit/audit-definition.js';
import { AUTH_AUDIT_ACTIONS } from '../auth/auth-audit.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import { AUTH_ROUTES } from '../auth/auth-routes.js';
import { CLINIC_AUDIT_ACTIONS } from '../clinic/clinic-audit.js';
import { CLINIC_ERRORS } from '../clinic/clinic-errors.js';
import { CLINIC_ROUTES } from '../clinic/clinic-routes.js';
import { DASHBOARD_ROUTES } from '../dashboard/dashboard-routes.js';
import type { ErrorDefinition } from '../errors/error-definition.js';
import { EVENTS_ERRORS } from '../events/events-errors.js';
import { EVENTS_ROUTES } from '../events/events-routes.js';
import { HEALTH_ROUTES } from '../health/health-routes.js';
import { NAMES_AUDIT_ACTIONS } from '../names/names-audit.js';
import { NAMES_ERRORS } from '../names/names-errors.js';
import { NAMES_ROUTES } from '../names/names-routes.js';
import { NOTIFICATIONS_AUDIT_ACTIONS } from '../notifications/notifications-audit.js';
import { NOTIFICATIONS_ERRORS } from '../notifications/notifications-errors.js';
import { NOTIFICATIONS_ROUTES } from '../notifications/notifications-routes.js';
import { OUTBOX_ROUTES } from '../outbox/outbox-routes.js';
import type { ApiRoute } from '../permissions/route-definition.js';
import { SETTINGS_AUDIT_ACTIONS } from '../settings/settings-audit.js';
import { SETTINGS_ERRORS } from '../settings/settings-errors.js';
import { SETTINGS_ROUTES } from '../settings/settings-routes.js';
import { USERS_AUDIT_ACTIONS } from '../users/users-audit.js';
import { USERS_ERRORS } from '../users/users-errors.js';
import { USERS_ROUTES } from '../users/users-routes.js';

/**
 * What one module adds to the API's contract: its permission-map entries (keys `<module>.…`),
 * its error codes (`<MODULE>_…`) and its audit actions. The server's manifest names it too.
 */
export interface ModuleContract {
  routes?: Record<string, ApiRoute>;
  errors?: Record<string, ErrorDefinition>;
  audit?: Record<string, AuditActionDefinition>;
}

/** THE list of module contracts, one line each, keyed by module name; the maps below fold it. */
export const MODULE_CONTRACTS = {
  health: { routes: HEALTH_ROUTES },
  auth: { routes: AUTH_ROUTES, errors: AUTH_ERRORS, audit: AUTH_AUDIT_ACTIONS },
  users: { routes: USERS_ROUTES, errors: USERS_ERRORS, audit: USERS_AUDIT_ACTIONS },
  outbox: { routes: OUTBOX_ROUTES },
  names: { routes: NAMES_ROUTES, errors: NAMES_ERRORS, audit: NAMES_AUDIT_ACTIONS },
  events: { routes: EVENTS_ROUTES, errors: EVENTS_ERRORS },
  settings: { routes: SETTINGS_ROUTES, errors: SETTINGS_ERRORS, audit: SETTINGS_AUDIT_ACTIONS },
  notifications: { routes: NOTIFICATIONS_ROUTES, errors: NOTIFICATIONS_ERRORS, audit: NOTIFICATIONS_AUDIT_ACTIONS },
  dashboard: { routes: DASHBOARD_ROUTES },
  clinic: { routes: CLINIC_ROUTES, errors: CLINIC_ERRORS, audit: CLINIC_AUDIT_ACTIONS },
} as const satisfies Record<string, ModuleContract>;

type Contracts = typeof MODULE_CONTRACTS;
type Part = keyof ModuleContract;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merged<P extends Part> = UnionToIntersection<
  { [M in keyof Contracts]: Contracts[M] extends Record<P, infer V> ? V : never }[keyof Contracts]
>;
/** Every module's `part` merged into one map, keeping each key's literal type. */
export type Folded<P extends Part> = { [K in keyof Merged<P>]: Merged<P>[K] };

/** Every module's `part` in one map (a shared test checks that no two modules use the same key). */
export function foldContracts<P extends Part>(part: P): Folded<P> {
  const parts = Object.values(MODULE_CONTRACTS).map((contract: ModuleContract) => contract[part]);
  return Object.assign({}, ...parts) as Folded<P>;
}
