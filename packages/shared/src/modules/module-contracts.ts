import { MODULE_AUDIT_ACTIONS } from '../audit/audit-actions.js';
import type { AuditActionDefinition } from '../audit/audit-definition.js';
import { MODULE_ERRORS } from '../errors/error-codes.js';
import type { ErrorDefinition } from '../errors/error-definition.js';
import type { ApiRoute } from '../permissions/route-definition.js';
import { MODULE_ROUTES } from '../permissions/routes.js';

/**
 * What one module adds to the API's contract: its permission-map entries (keys `<module>.…`),
 * its error codes (`<MODULE>_…`) and its audit actions. Each part has its own module list
 * (`MODULE_ROUTES`, `MODULE_ERRORS`, `MODULE_AUDIT_ACTIONS`), so the web app's pages, which read
 * only the permission map, do not carry every module's messages and labels.
 */
export interface ModuleContract {
  routes?: Record<string, ApiRoute>;
  errors?: Record<string, ErrorDefinition>;
  audit?: Record<string, AuditActionDefinition>;
}

/** Every module with a contract: each one has routes. */
export type ContractModule = keyof typeof MODULE_ROUTES;

const entry = <T>(list: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(list, name) ? list[name] : undefined;

/** One module's contract, gathered from the three lists; the server's manifest names it. */
export function moduleContract(name: ContractModule): ModuleContract {
  return {
    routes: MODULE_ROUTES[name],
    errors: entry<Record<string, ErrorDefinition>>(MODULE_ERRORS, name),
    audit: entry<Record<string, AuditActionDefinition>>(MODULE_AUDIT_ACTIONS, name),
  };
}
