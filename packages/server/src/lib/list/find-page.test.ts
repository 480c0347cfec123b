import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { names } from '../../modules/names/names.table.js';
import { openTestDatabase } from '../../test/test-database.js';
import { CountCache } from './count-cache.js';
import { findPage, searchCondition } from './find-page.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database);
  await database.db.insert(names).values(
    Array.from({ length: 120 }, (_, i) => ({
      name: `اسم ${i}`,
      transliteration: `Name ${i}`,
      meaningAr: i % 2 ? 'فردي' : 'زوجي',
      meaningEn: i % 2 ? 'odd' : 'even',
      order: i,
    })),
  );
  await database.exec('analyze names');
});
afterAll(() => database.close());

function page(counts: CountCache, q?: string, exactCountCap?: number) {
  const where = q ? searchCondition(names.searchKey, q) : undefined;
  return findPage({
    db: database.db,
    counts,
    table: names,
    where,
    filterKey: q ?? '',
    page: 2,
    limit: 10,
    exactCountCap,
    rows: (limit, offset) =>
      database.db.select().from(names).where(where).orderBy(asc(names.order)).limit(limit).offset(offset),
  });
}

describe('findPage', () => {
  it('returns the requested page and the exact total under the cap', async () => {
    const { rows, total } = await page(new CountCache());
    expect(rows.map((r) => r.order)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(total).toBe(120);
    expect((await page(new CountCache(), 'odd')).total).toBe(60);
  });

  it('serves the total from the cache until the table is written through the repository', async () => {
    const counts = new CountCache();
    expect((await page(counts, 'even')).total).toBe(60);
    await database.exec(
      `insert into names (name, transliteration, meaning_ar, meaning_en) values ('x', 'x', 'x', 'even')`,
    );
    expect((await page(counts, 'even')).total).toBe(60);
    counts.invalidate('names');
    expect((await page(counts, 'even')).total).toBe(61);
    await database.db.delete(names).where(sql`${names.name} = 'x'`);
  });

  it('stops counting at the cap and reports the planner estimate beyond it', async () => {
    const { total } = await page(new CountCache(), undefined, 50);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThan(400);
  });
});
