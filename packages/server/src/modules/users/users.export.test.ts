import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertUser } from '../../test/users-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // More rows than one export batch (500), so the keyset paging is exercised.
  for (let i = 0; i < 520; i++) await insertUser(t, { firstName: i % 2 ? 'سلمى' : 'Omar', lastName: `X${i}` });
  await insertUser(t, {
    firstName: '=HYPERLINK("x")',
    lastName: 'Injector',
    role: 'MEMBER',
    phone: '+966512345678',
    gender: 'FEMALE',
    isEmailVerified: true,
    createdAt: new Date('2026-03-31T22:15:00Z'),
  });
});
afterAll(() => t.close());

async function exportCsv(query: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/api/users/export${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = res.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { res, header: lines[0]!, rows: lines.slice(1) };
}

describe('GET /api/users/export', () => {
  it('is for ADMIN only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/export' })).statusCode).toBe(401);
    const member = await t.bearer('member@bayan.local');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/export', headers: member })).statusCode).toBe(403);
  });

  it('streams every matching user, not one page, without secrets, and hides SUPERADMINs from an ADMIN', async () => {
    const admin = await t.bearer('admin@bayan.local');
    const { res, header, rows } = await exportCsv('?sort=createdAt', admin);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-[\d-]+\.csv"$/);
    expect(header.split(',')).toContain('البريد الإلكتروني');
    expect(rows.length).toBeGreaterThan(520);
    expect(rows.some((row) => row.includes('سلمى'))).toBe(true);
    expect(res.body).not.toMatch(/argon2/);
    // The role column, in words: no super administrator among the rows.
    const role = header.split(',').indexOf('الدور');
    expect(new Set(rows.map((row) => row.split(',')[role]))).not.toContain('مدير النظام');
    expect(new Set(rows.map((row) => row.split(',')[role]))).toContain('مدير');
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('applies the list filters and neutralises spreadsheet formulas', async () => {
    const superadmin = await t.bearer('super@test.local');
    const { header, rows } = await exportCsv('?role=MEMBER&q=Injector', {
      ...superadmin,
      'accept-language': 'en',
    } as never);
    expect(header.startsWith('ID,Public key,Name')).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"'=HYPERLINK(""x"") Injector"`);
    // The first name alone, in its own column, is neutralised too.
    expect(rows[0]!.split(',')).toContain(`"'=HYPERLINK(""x"")"`);
    // Ready for a spreadsheet: the phone exactly as stored (no invisible mark, no apostrophe),
    // coded values in words, yes/no, and the time on Riyadh's clock (the next day).
    const cells = rows[0]!.split(',');
    expect(cells).toContain('+966512345678');
    expect(cells.slice(-7)).toEqual(['Female', '', 'Member', 'Active', 'Yes', 'No', '2026-04-01 01:15:00']);
  });

  it('words roles and statuses in Arabic by default', async () => {
    const superadmin = await t.bearer('super@test.local');
    const { rows } = await exportCsv('?role=MEMBER&q=Injector', superadmin);
    expect(rows[0]!.split(',').slice(-7)).toEqual(['أنثى', '', 'عضو', 'نشط', 'نعم', 'لا', '2026-04-01 01:15:00']);
  });
});
