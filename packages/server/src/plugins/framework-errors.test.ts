import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Writes raw bytes over a socket and reads the whole answer: for requests no HTTP client would send. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('errors Fastify raises itself', () => {
  it('answers a URL that cannot be decoded with a localised 400', async () => {
    for (const url of ['/api/users/%E0%A4%A', '/api/names/%', '/api/events/%ED%A0%80']) {
      const ar = await t.app.inject({ method: 'GET', url });
      expect(ar.statusCode).toBe(400);
      expect(ar.json()).toEqual({ code: 'MALFORMED_URL', message: 'عنوان الطلب غير صالح.' });
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/names/%zz', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 'MALFORMED_URL', message: 'The request address is not valid.' });
  });

  it('answers a path parameter over the router limit with a localised 414', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${'x'.repeat(500)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URL_TOO_LONG', message: 'The request address is too long.' });
  });

  it('answers headers over the HTTP limit with a 431 in the error shape', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(bodyOf(answer)).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'ترويسات الطلب أكبر من المسموح.' });
  });

  it('answers a request that is not HTTP with a 400 in the language it asked for', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nAccept-Language: en\r\nContent-Length: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ code: 'MALFORMED_REQUEST', message: 'The request could not be read.' });
  });
});
