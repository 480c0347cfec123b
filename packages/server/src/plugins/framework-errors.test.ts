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
    expect(en.headers['content-language']).toBe('en');
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
    expect(answer).toMatch(/\r\ncontent-language: ar\r\n/i);
    expect(bodyOf(answer)).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'ترويسات الطلب أكبر من المسموح.' });
  });

  it('answers a request that is not HTTP with a 400 in the language it asked for', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nAccept-Language: en\r\nContent-Length: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\ncontent-language: en\r\n/i);
    expect(bodyOf(answer)).toEqual({ code: 'MALFORMED_REQUEST', message: 'The request could not be read.' });
  });

  it('answers a body that does not match its Content-Length with a 400 in the error shape', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nContent-Type: application/json\r\n';
    for (const request of [
      `${head}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      `${head}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`,
      `${head}Content-Length: -1\r\n\r\n{}`,
      `${head}Content-Length: 99999999999999999999\r\n\r\n{}`,
    ]) {
      const answer = await raw(request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\ncontent-language: en\r\n/i);
      expect(bodyOf(answer)).toEqual({ code: 'MALFORMED_REQUEST', message: 'The request could not be read.' });
    }
  });

  it('answers body errors in the error shape and the request language, without echoing the URL', async () => {
    const url = '/api/auth/login?probe=ECHO';
    const en = { 'accept-language': 'en' };
    const cases = [
      { headers: { ...en, 'content-type': 'application/json' }, payload: '{bad', status: 400, code: 'MALFORMED_BODY' },
      { headers: { ...en, 'content-type': 'text/xml' }, payload: '<a/>', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      {
        headers: { ...en, 'content-type': 'application/json' },
        payload: `"${'x'.repeat(1024 * 1024)}"`,
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        headers: { ...en, 'content-type': 'application/json', 'content-length': '100' },
        payload: '{}',
        status: 400,
        code: 'MALFORMED_BODY',
      },
    ];
    for (const { headers, payload, status, code } of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect([code, res.statusCode]).toEqual([code, status]);
      expect(res.json<{ code: string }>().code).toBe(code);
      expect(res.headers['content-language']).toBe('en');
      expect(res.body).not.toContain('ECHO');
    }
  });

  it('never writes an error answer into another answer already going out on the socket', async () => {
    const { authorization } = await t.bearer('admin@bayan.local');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/notifications/stream HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n\r\n`),
      );
      let received = '';
      socket.on('data', (chunk) => {
        const first = received === '';
        received += chunk.toString('utf8');
        // The stream's head is out: a broken request pipelined behind it.
        if (first) socket.write('GARBAGE\r\n\r\n');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 2000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).not.toContain('MALFORMED_REQUEST');
    expect(answer.match(/HTTP\/1\.1/g)).toHaveLength(1);
  });
});
