import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('reports health with the database state and version', async () => {
    for (const url of ['/api/health', '/v1/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    }
  });

  it('answers unknown API paths with a localised JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'الصفحة أو المورد المطلوب غير موجود.' });
    const en = await t.app.inject({
      method: 'DELETE',
      url: '/v1/api/x',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'Page Not Found.' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/names', '/api/names/{id}', '/api/auth/login']),
    );
    expect(doc.paths['/api/names'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'q', 'sort']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('a failing dependency', () => {
  it('answers 5xx without internals', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', db: 'down' });
    const res = await broken.app.inject({ method: 'GET', url: '/api/names', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong, please try again.' });
    await broken.app.close();
  });
});
