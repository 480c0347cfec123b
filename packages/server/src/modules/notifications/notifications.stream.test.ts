import type { LoginResult } from '@bayan/shared';
import { systemClock } from '../../lib/clock.js';
import { finishLogin } from '../../test/mfa-kit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { transactor } from '../../lib/module/transaction.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { users } from '../users/users.table.js';

let t: TestApp;
let base: string;
let member: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  member = await t.bearer('member@bayan.local');
});
afterAll(() => t.close());

/** Reads an event stream over real HTTP, as the web app does: fetch() with the bearer header. */
async function openStream(url: string, headers: Record<string, string>) {
  const res = await fetch(`${url}/api/notifications/stream`, { headers });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      state.text += decoder.decode(chunk.value, { stream: true });
    }
    state.ended = true;
  })().catch(() => (state.ended = true));
  const until = async (done: () => boolean, ms = 2000) => {
    for (const stop = Date.now() + ms; !done(); await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() > stop) throw new Error(`not within ${ms} ms; received: ${JSON.stringify(state.text)}`);
    }
  };
  const events = () =>
    [...state.text.matchAll(/event: notification\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!) as { title: string });
  await until(() => state.text.startsWith(': connected'));
  return { res, state, until, events, close: () => reader.cancel() };
}

const announce = (app: FastifyInstance, headers: { authorization: string }, title: string, to: object) =>
  app.inject({ method: 'POST', url: '/api/notifications', headers, payload: { title, description: 'd', to } });

describe('GET /api/notifications/stream', () => {
  it('needs a login', async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('pushes my new notifications within 2 s, and not those of others', async () => {
    const stream = await openStream(base, member);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const admin = await t.bearer('admin@bayan.local');
    expect((await announce(t.app, admin, 'لغيرك', { role: 'USER' })).statusCode).toBe(201);
    expect((await announce(t.app, admin, 'لك', { role: 'MEMBER' })).statusCode).toBe(201);
    await stream.until(() => stream.events().length > 0);
    expect(stream.events()).toEqual([expect.objectContaining({ title: 'لك', seen: false, link: null })]);
    await stream.close();
  });

  it('speaks the language of the request and delivers a transaction’s notification only at commit', async () => {
    const stream = await openStream(base, { ...member, 'accept-language': 'en' });
    const transact = transactor(t.database.db, () => ({}));
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@bayan.local'));
    const memberId = row!.id;
    const content = {
      kind: 'test',
      titleAr: 'عربي',
      titleEn: 'English',
      descriptionAr: 'و',
      descriptionEn: 'd',
      link: null,
    };
    await expect(
      transact(async (_repos, tx) => {
        await t.app.services.notifications.notify(memberId, content, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await transact(async (_repos, tx) => {
      await t.app.services.notifications.notify(memberId, content, tx);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.events()).toEqual([]);
    });
    await stream.until(() => stream.events().length > 0);
    expect(stream.events()).toEqual([expect.objectContaining({ title: 'English', description: 'd' })]);
    await stream.close();
  });

  it('reaches a stream held by another API process on the same database', async () => {
    const other = await secondApp(t.database);
    try {
      const stream = await openStream(base, member);
      const admin = await other.bearer('admin@bayan.local');
      expect((await announce(other.app, admin, 'من عملية أخرى', { role: 'MEMBER' })).statusCode).toBe(201);
      await stream.until(() => stream.events().length > 0);
      expect(stream.events().map((e) => e.title)).toEqual(['من عملية أخرى']);

      // The other way round, and closing an app ends its open streams instead of hanging.
      const otherBase = await other.app.listen({ host: '127.0.0.1', port: 0 });
      const remote = await openStream(otherBase, await other.bearer('member@bayan.local'));
      expect((await announce(t.app, await t.bearer(TEST_ADMIN.email), 'عكسي', { role: 'MEMBER' })).statusCode).toBe(
        201,
      );
      await remote.until(() => remote.events().length > 0);
      expect(remote.events().map((e) => e.title)).toEqual(['عكسي']);
      await other.app.close();
      await remote.until(() => remote.state.ended);
      await stream.close();
    } finally {
      await other.close();
    }
  });
});

/** A second app on the same database: on PostgreSQL its own pool and LISTEN connection, as another process has. */
async function secondApp(database: Database) {
  const own =
    database.kind === 'postgres'
      ? await openDatabase({ url: database.pool.options.connectionString, dataDir: 'unused', poolSize: 5 })
      : database;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      // The processes of one installation share its secret (config.ts: required with DATABASE_URL);
      // the second factor's secrets are sealed with it (auth/totp/totp-secret-box.ts).
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      BAYAN_ADMIN_EMAIL: TEST_ADMIN.email,
      BAYAN_ADMIN_PASSWORD: TEST_ADMIN.password,
      BAYAN_DEMO: '1',
    },
    { dataDir: 'memory://', demoData: false },
  );
  const app = await build({ config, database: own, logger: false });
  return {
    app,
    async bearer(email: string) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      // The second step with the kit's authenticator, enrolled through the first app (mfa-kit.ts).
      const tokens = await finishLogin(app, database, systemClock, email, res.json<LoginResult>());
      return { authorization: `Bearer ${tokens.access_token}` };
    },
    async close() {
      await app.close();
      if (own !== database) await own.close();
    },
  };
}
