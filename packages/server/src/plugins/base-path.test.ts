import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, newPerson, register } from '../test/auth-kit.js';
import { FAKE_SCRIPT, fakeWebDist } from '../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { stripBase } from './base-path.js';

const dist = fakeWebDist();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir, BASE_PATH: '/bayan', PUBLIC_URL: 'https://example.org' });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

describe('stripBase', () => {
  it('keeps the path inside the base and refuses one outside it', () => {
    expect(stripBase('/bayan/api/x?y=1', '/bayan')).toBe('/api/x?y=1');
    expect(stripBase('/bayan', '/bayan')).toBe('/');
    expect(stripBase('/bayan?y=1', '/bayan')).toBe('/?y=1');
    expect(stripBase('/bayanx/home', '/bayan')).toBeNull();
    expect(stripBase('/home', '/bayan')).toBeNull();
    expect(stripBase('/home', '')).toBe('/home');
  });
});

describe('BASE_PATH=/bayan', () => {
  it('serves the pages under the base, with a <base href> the assets and the app resolve against', async () => {
    for (const url of ['/bayan/', '/bayan/home', '/bayan/dashboard/users', '/bayan/name/3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<head><base href="/bayan/" />');
    }
    expect((await get(`/bayan${FAKE_SCRIPT}`)).body).toBe('console.log("bayan");');
    expect((await get('/bayan/assets/missing.js')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('redirects the bare base to its folder, keeping the query', async () => {
    for (const [url, location] of [
      ['/bayan', '/bayan/'],
      ['/bayan?lang=en', '/bayan/?lang=en'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });

  it('answers the API and its docs under the base, with and without /v1', async () => {
    for (const url of ['/bayan/api/health', '/bayan/v1/api/health']) expect((await get(url)).statusCode, url).toBe(200);
    const missing = await get('/bayan/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const doc = await get('/bayan/api/docs/json');
    expect(doc.json().servers).toEqual([{ url: '/bayan' }]);
    const ui = await get('/bayan/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('src="/bayan/api/docs/static/swagger-ui-bundle.js"');
    expect((await get('/bayan/api/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
  });

  it('has nothing outside the base', async () => {
    for (const url of ['/', '/home', '/api/health', '/v1/api/health', FAKE_SCRIPT, '/bayanx/home']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('puts the base path in emailed links, after PUBLIC_URL', async () => {
    const person = newPerson();
    await register(t.app, person, '/bayan/api/auth/register');
    const res = await t.app.inject({
      method: 'POST',
      url: '/bayan/api/auth/forget-password',
      payload: { login: person.email },
    });
    expect(res.statusCode).toBe(202);
    expect((await lastMessage(t.app, person.email)).body).toMatch(/https:\/\/example\.org\/bayan\/reset\?token=[\w-]+/);
  });
});
