import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizeArabic } from '@bayan/shared';
import { migrateDatabase } from './migrate.js';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { NAMES_SEED } from '../modules/names/names.seed-data.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database);
});
afterAll(() => database.close());

const samples = [
  'ٱلرَّحْمَٰنُ',
  'إِلَٰه أُمّة آمَنَ مُؤْمِن شَيْئ',
  'هُدًى مُصْطَفَى',
  'الـــرحمـــن',
  'Ar-Raḥmān  Al-Quddūs ʿAlīm',
  'ABC   def',
  ...NAMES_SEED.map((n) => `${n.name} ${n.transliteration}`),
];

describe('ar_normalize (SQL) and normalizeArabic (TypeScript)', () => {
  it('fold text identically', async () => {
    for (const input of samples) {
      const result = (await database.db.execute(sql`select ar_normalize(${input}) as folded`)) as unknown as {
        rows: { folded: string }[];
      };
      expect(result.rows[0]!.folded, input).toBe(normalizeArabic(input));
    }
  });

  it('drop diacritics and unify letter variants', () => {
    expect(normalizeArabic('ٱلرَّحْمَٰنُ')).toBe('الرحمن');
    expect(normalizeArabic('أَإِآ ى ة')).toBe('ااا ي ه');
    expect(normalizeArabic('Ar-Raḥmān')).toBe('ar-rahman');
  });
});
