import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, MODULE_AUDIT_ACTIONS } from '../audit/audit-actions.js';
import { ERRORS, MODULE_ERRORS } from '../errors/error-codes.js';
import { API_ROUTES, MODULE_ROUTES } from '../permissions/routes.js';
import { moduleContract, type ContractModule } from './module-contracts.js';

const keysOf = (list: Record<string, object>) => Object.values(list).flatMap((map) => Object.keys(map));

describe('the module contracts', () => {
  it('fold into the permission map, the error codes and the audit actions, no key declared twice', () => {
    expect(Object.keys(API_ROUTES)).toEqual(keysOf(MODULE_ROUTES));
    expect(new Set(keysOf(MODULE_ROUTES)).size).toBe(keysOf(MODULE_ROUTES).length);
    expect(Object.keys(AUDIT_ACTIONS)).toEqual(keysOf(MODULE_AUDIT_ACTIONS));
    expect(new Set(keysOf(MODULE_AUDIT_ACTIONS)).size).toBe(keysOf(MODULE_AUDIT_ACTIONS).length);
    const moduleCodes = keysOf(MODULE_ERRORS);
    expect(Object.keys(ERRORS).slice(-moduleCodes.length)).toEqual(moduleCodes);
    expect(new Set(Object.keys(ERRORS)).size).toBe(Object.keys(ERRORS).length);
  });

  it('name only modules of the permission map, and give each module its own three parts', () => {
    const modules = Object.keys(MODULE_ROUTES);
    expect(modules).toEqual(
      expect.arrayContaining([...Object.keys(MODULE_ERRORS), ...Object.keys(MODULE_AUDIT_ACTIONS)]),
    );
    expect(moduleContract('clinic')).toEqual({
      routes: MODULE_ROUTES.clinic,
      errors: MODULE_ERRORS.clinic,
      audit: MODULE_AUDIT_ACTIONS.clinic,
    });
    expect(moduleContract('health' satisfies ContractModule)).toEqual({ routes: MODULE_ROUTES.health });
  });

  it('declare no HTTP method and path twice', () => {
    const endpoints = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });
});

describe('the login errors of the permission map', () => {
  it('are 401 error codes of the catalogue', () => {
    const named = Object.values(API_ROUTES).flatMap((route) => ('loginError' in route ? [route.loginError] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const code of named) expect(ERRORS[code as keyof typeof ERRORS]?.status, code).toBe(401);
  });
});
