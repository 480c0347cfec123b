import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../audit/audit-actions.js';
import { ERRORS } from '../errors/error-codes.js';
import { API_ROUTES } from '../permissions/routes.js';
import { MODULE_CONTRACTS, type ModuleContract } from './module-contracts.js';

const contracts: [string, ModuleContract][] = Object.entries(MODULE_CONTRACTS);
const keysOf = (part: keyof ModuleContract) => contracts.flatMap(([, contract]) => Object.keys(contract[part] ?? {}));

describe('the module contracts', () => {
  it('fold into the permission map, the error codes and the audit actions, no key declared twice', () => {
    expect(Object.keys(API_ROUTES)).toEqual(keysOf('routes'));
    expect(new Set(keysOf('routes')).size).toBe(keysOf('routes').length);
    expect(Object.keys(AUDIT_ACTIONS)).toEqual(keysOf('audit'));
    expect(new Set(keysOf('audit')).size).toBe(keysOf('audit').length);
    const moduleCodes = keysOf('errors');
    expect(Object.keys(ERRORS).slice(-moduleCodes.length)).toEqual(moduleCodes);
    expect(new Set(Object.keys(ERRORS)).size).toBe(Object.keys(ERRORS).length);
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
