import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/names?limit=50',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('response compression', () => {
  it('compresses API JSON above 1 KB with brotli or gzip, as the client accepts', async () => {
    const plain = await names();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await names('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await names('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await names('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends small replies as they are, still saying they vary by encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves streams alone: CSV exports and the live notification stream flow uncompressed', async () => {
    const admin = await t.bearer('manager@bayan.local');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/names/export',
      headers: { ...admin, 'accept-encoding': 'br, gzip' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBeUndefined();

    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const member = await t.bearer('member@bayan.local');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { ...member, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const first = await res.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toContain(': connected');
    controller.abort();
  });
});
