import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'bayan-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ar" dir="rtl"><head><title>بيان</title></head><body></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('BAYAN_MODULES', () => {
  it('a switched-off module has no API, and the served page names only the modules that are on', async () => {
    const t = await createTestApp({ BAYAN_MODULES: 'clinic', WEB_DIST: webDist });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/names' });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      for (const url of ['/home', '/dashboard/names', '/index.html']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('<meta name="bayan-modules" content="clinic" />');
        expect(page.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
      }
    } finally {
      await t.close();
    }
  });

  it('names every module when all are on (the default)', async () => {
    const t = await createTestApp({ WEB_DIST: webDist });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<meta name="bayan-modules" content="names,clinic,endowments" />');
    } finally {
      await t.close();
    }
  });
});
