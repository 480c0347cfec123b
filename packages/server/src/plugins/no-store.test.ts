import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';
import noStore from './no-store.js';
import type { LoginResult } from '@bayan/shared';
import { finishLogin } from '../test/mfa-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('sends no-store on answers that carry tokens or personal data, and on errors', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    // The SUPERADMIN links its authenticator first, as it is asked to (mfa-kit.ts).
    const { access_token, refresh_token } = await finishLogin(
      t.app,
      t.database,
      t.clock,
      TEST_ADMIN.email,
      login.json<LoginResult>(),
    );

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/api/auth/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');

    const headers = { authorization: `Bearer ${access_token}` };
    for (const url of [
      '/api/auth/profile',
      '/api/users',
      '/api/users/export',
      '/api/events',
      '/api/outbox',
      '/api/notifications',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }

    for (const url of ['/api/users', '/api/nowhere']) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves a route its own policy, and what is not the API alone', async () => {
    const app = Fastify();
    await app.register(noStore);
    app.get('/api/cached', (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({}));
    app.get('/api/plain', () => ({}));
    app.get('/page', () => 'page');
    expect((await app.inject({ url: '/api/cached' })).headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject({ url: '/api/plain?x=1' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/page' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
