import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import type { PgEnum } from 'drizzle-orm/pg-core';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES as SWITCHES } from '@bayan/shared';
import type { AnyModule } from '../lib/module/define-module.js';
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
});
