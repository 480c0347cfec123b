import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
});
afterAll(() => t.close());

async function exportCsv(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/names/export${query}`,
    headers: { ...admin, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = res.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { res, header: lines[0], rows: lines.slice(1) };
}

describe('GET /api/names/export', () => {
  it('is for ADMIN only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/names/export' })).statusCode).toBe(401);
    const member = await t.bearer('member@bayan.local');
    const res = await t.app.inject({ method: 'GET', url: '/api/names/export', headers: member });
    expect(res.statusCode).toBe(403);
  });

  it('downloads the whole catalogue in order, Arabic intact, as an attachment', async () => {
    const { res, header, rows } = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="names-[\d-]+\.csv"$/);
    expect(header).toBe(
      'الترتيب,الاسم,النطق اللاتيني,المعنى بالعربية,المعنى بالإنجليزية,الشرح,ظاهر,تاريخ الإنشاء (بتوقيت الرياض),آخر تعديل (بتوقيت الرياض)',
    );
    expect(rows).toHaveLength(99);
    expect(rows[0]).toMatch(/^1,ٱلرَّحْمَٰنُ,Ar-Raḥmān,/);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
    const en = await exportCsv('?limit=1', { 'accept-language': 'en' });
    expect(en.header).toMatch(/^Order,Name,Transliteration,/);
  });

  it('applies the list filters and neutralises formulas', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin,
      payload: {
        name: 'تجربة',
        transliteration: '=cmd|" /C calc"!A0',
        meaningAr: 'م',
        meaningEn: '@risk',
        isActive: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const hidden = await exportCsv('?isActive=false');
    // Yes/no in the export's language and Riyadh's clock, as a spreadsheet reads them.
    expect(hidden.rows).toEqual([
      expect.stringMatching(/^0,تجربة,"'=cmd\|"" \/C calc""!A0",م,'@risk,,لا,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/),
    ]);
    expect((await exportCsv('?q=Quddus')).rows).toEqual([expect.stringMatching(/^4,ٱلْقُدُّوسُ,/)]);
    expect((await exportCsv('?q=%25')).rows).toEqual([]);
  });

  it('reads past one batch in any sort, keeping timestamps exact to the microsecond', async () => {
    await t.database.db.execute(sql`
      insert into names (name, transliteration, meaning_ar, meaning_en, "order", created_at)
      select 'اسم ' || i, 'Bulk ' || i, 'م', 'm', 1000 + i, timestamptz '2030-01-01 00:00:00+00' + make_interval(secs => (i / 2) / 1e6)
      from generate_series(1, 1100) as i`);
    const { rows } = await exportCsv('?q=Bulk&sort=-createdAt');
    const orders = rows.map((row) => Number(row.split(',')[0]) - 1000);
    const expected = Array.from({ length: 1100 }, (_, k) => k + 1).sort(
      (a, b) => Math.floor(b / 2) - Math.floor(a / 2) || b - a,
    );
    expect(orders).toEqual(expected);
    expect((await exportCsv('?sort=transliteration')).rows).toHaveLength(99 + 1 + 1100);
  });
});
