import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FAKE_SCRIPT, FAKE_SCRIPT_TEXT, fakeWebDist } from '../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const dist = fakeWebDist();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('the web fallback', () => {
  it('answers a client route with the page whatever the client accepts (curl, link checkers)', async () => {
    for (const url of ['/', '/home', '/login', '/dashboard/users', '/name/3', '/reset?token=abc']) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<head><base href="/" /><title>بيان</title>');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
  });

  it("links a first view's own scripts and styles from its page, and only there", async () => {
    const home = (await get('/home')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="./assets/landing-9f8e7d.js" />');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="./assets/words-1c2d3e.js" />');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="./assets/landing-4a5b.css" />');
    // In the head, after the base they resolve against.
    expect(home.indexOf('landing-9f8e7d')).toBeGreaterThan(home.indexOf('<base href="/" />'));
    expect(home.indexOf('landing-9f8e7d')).toBeLessThan(home.indexOf('</head>'));
    for (const url of ['/', '/home/', '/home?x=1', '/login', '/dashboard/users']) {
      const body = (await get(url)).body;
      if (url === '/home?x=1') expect(body, url).toContain('landing-9f8e7d.js');
      else expect(body, url).not.toContain('landing-9f8e7d.js');
      expect(body, url).not.toContain('elsewhere.example');
      expect(body, url).not.toContain('<script>.js');
    }
  });

  it("links a business module's part of a first view only while that module is on", async () => {
    const link = '<link rel="modulepreload" crossorigin href="./assets/clinic-nav-5e6f.js" />';
    expect((await get('/home')).body).toContain(link);
    const withoutClinic = await createTestApp({ WEB_DIST: dist.dir, BAYAN_MODULES: 'names,endowments' });
    try {
      const home = await withoutClinic.app.inject({ method: 'GET', url: '/home' });
      expect(home.body).toContain('landing-9f8e7d.js');
      expect(home.body).not.toContain('clinic-nav');
    } finally {
      await withoutClinic.close();
    }
  });

  it('asks for the public settings with every page, as the app will', async () => {
    for (const url of ['/home', '/login', '/dashboard/users', '/name/3']) {
      expect((await get(url)).body, url).toContain(
        '<link rel="preload" as="fetch" crossorigin href="./api/settings/public" />',
      );
    }
  });

  it('does not serve the build’s own records', async () => {
    for (const url of ['/.vite/first-views.json', '/.vite/manifest.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves the built files, and a plain 404 for a missing one', async () => {
    const script = await get(FAKE_SCRIPT);
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("bayan");');
    expect(script.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/x.js', '/assets/fonts/missing', '/favicon.ico', '/name/robots.txt']) {
      const res = await get(url, 'text/html,*/*');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).not.toContain('<html');
    }
  });

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
    const request = (encoding: string) =>
      t.app.inject({ method: 'GET', url: FAKE_SCRIPT, headers: { 'accept-encoding': encoding } });
    const br = await request('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_SCRIPT_TEXT);
    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_SCRIPT_TEXT);
    const plain = await request('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_SCRIPT_TEXT);
    // The copies are reached through the original's name only.
    expect((await get(`${FAKE_SCRIPT}.br`)).statusCode).toBe(404);
  });

  it('compresses the page itself for a client that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps a localised JSON 404 for the API, and for anything but a read', async () => {
    for (const url of ['/api', '/api/nothing-here', '/v1/api/nothing-here']) {
      const res = await get(url, 'text/html');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'الصفحة أو المورد المطلوب غير موجود.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/home', headers: { 'accept-language': 'en' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 'NOT_FOUND', message: 'Page Not Found.' });
  });
});
