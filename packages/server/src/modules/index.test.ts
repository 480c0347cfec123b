import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import Fastify from 'fastify';
import type { PgEnum } from 'drizzle-orm/pg-core';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, MODULE_ROUTES, MODULES as SWITCHES, moduleContract, type ApiRoute } from '@bayan/shared';
import { route } from '../lib/http/route.js';
import { defineModule, type AnyModule } from '../lib/module/define-module.js';
import { moduleRoutes } from '../lib/module/module-routes.js';
import access from '../plugins/access.js';
import { createTestApp } from '../test/test-app.js';
import { MODULES } from './index.js';

const src = fileURLToPath(new URL('..', import.meta.url));
const tableFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.table.ts'));
const list = MODULES as readonly AnyModule[];

describe('the module list', () => {
  it('declares every table and enum the migrations are generated from, each in one manifest', async () => {
    const declared = list.flatMap((m) => Object.values(m.tables ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    for (const file of tableFiles) {
      const exports = Object.values((await import(path.join(src, file))) as Record<string, unknown>);
      for (const value of exports.filter((v) => is(v, PgTable) || v instanceof Function)) {
        if (is(value, PgTable) || (value as Partial<PgEnum<[string]>>).enumName) {
          expect(declared, `${file} is not in any manifest`).toContain(value);
        }
      }
    }
  });

  it('lists each module once, after the modules it needs', () => {
    const names = list.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    list.forEach((module, index) => {
      for (const need of module.needs ?? []) expect(names.slice(0, index), module.name).toContain(need);
    });
  });

  it('has a module for every BAYAN_MODULES switch', () => {
    expect(list.flatMap((m) => (m.switch ? [m.switch] : []))).toEqual([...SWITCHES]);
  });

  it('points each manifest at its own line of the shared module list, each line named once', () => {
    const named = list.filter((m) => m.contract);
    for (const m of named) expect(m.contract, m.name).toEqual(moduleContract(m.name as keyof typeof MODULE_ROUTES));
    expect(named.map((m) => m.name).sort()).toEqual(Object.keys(MODULE_ROUTES).sort());
    for (const m of list.filter((m) => m.routes)) expect(m.contract, `${m.name} has routes`).toBeDefined();
  });

  it("names each module's route keys and error codes after the module", () => {
    for (const { name, contract } of list) {
      for (const key of Object.keys(contract?.routes ?? {})) expect(key).toMatch(new RegExp(`^${name}\\.\\w+$`));
      // The module's name or its singular (ENDOWMENT_NOT_FOUND in the endowments module).
      const prefix = `^(${name.toUpperCase()}|${name.toUpperCase().replace(/S$/, '')})_`;
      for (const code of Object.keys(contract?.errors ?? {})) expect(code).toMatch(new RegExp(prefix));
    }
  });

  // Each registered key is in its registrant's own map (moduleRoutes) and each map is one manifest's,
  // so a route of the permission map that is registered is registered by exactly its own module.
  it('registers every route of the permission map when all modules are on', async () => {
    const t = await createTestApp();
    try {
      for (const [key, { method, path }] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
        expect(t.app.hasRoute({ method, url: path }), key).toBe(true);
      }
    } finally {
      await t.close();
    }
    // A whole app on a fresh database, like the suites' own beforeAll (migrations take long on a busy machine).
  }, 180_000);

  it("refuses to start when a module registers another module's route key", async () => {
    const start = async (key: 'names.list' | 'users.list') => {
      const app = Fastify();
      await app.register(access);
      const names = defineModule({
        name: 'names',
        contract: moduleContract('names'),
        routes: async (scope) => void scope.route({ ...route(key), handler: async () => [] }),
      });
      await app.register(moduleRoutes(names));
      await app.close();
    };
    await expect(start('names.list')).resolves.toBeUndefined();
    await expect(start('users.list')).rejects.toThrow('Module names registers users.list, which is not in its own');
  });
});
