import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { describe, it, type ExpectStatic } from 'vitest';
import type { OutboxMessage, Page } from '@bayan/shared';
import { Api } from './api.js';
import { startServer } from './server-process.js';
import { createScratchDatabase } from './scratch-database.js';
import { startSmsGateway } from './sms-gateway.js';

const ADMIN = { email: 'sms-kill@bayan.local', password: 'Crash-Harness-2026' };
const SECRET = `whsec_${Buffer.from('the crash test gateway secret!!!').toString('base64')}`;
const START_TIMEOUT_MS = 120_000;

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A sign-up: its account and its phone code (an SMS) commit together before the 201. */
async function signUp(expect: ExpectStatic, api: Api, phone: string) {
  const person = { firstName: 'Sara', lastName: 'Kill', gender: 'FEMALE', email: `${phone}@crash.test`, phone };
  const reply = await api.send('POST', '/api/auth/register', { ...person, password: 'quiet-lantern-orbit-42' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

async function smsTo(api: Api, e164: string): Promise<OutboxMessage | undefined> {
  const reply = await api.send('GET', `/api/outbox?channel=sms&recipient=${encodeURIComponent(e164)}`);
  return (reply.body as Page<OutboxMessage>).data[0];
}

/** The embedded database, and PostgreSQL when the run has one (npm run test:crash starts it). */
const DATABASES = [
  { name: 'PGlite', open: async () => ({ env: {}, drop: async () => undefined }) },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const database = await createScratchDatabase();
            const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('base64url') };
            return { env, drop: () => database.drop() };
          },
        },
      ]
    : []),
];

describe.concurrent.each(DATABASES)('kill -9 between the commit of an SMS and its sending ($name)', ({ open }) => {
  it('loses no message: it is sent after the restart, once', async ({ expect }) => {
    const gateway = await startSmsGateway();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-sms-kill-'));
    const database = await open();
    const env = {
      ...database.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      BAYAN_DEMO: '0',
      BAYAN_ADMIN_EMAIL: ADMIN.email,
      BAYAN_ADMIN_PASSWORD: ADMIN.password,
      SMS_URL: `webhook+http://${encodeURIComponent(SECRET)}@${gateway.host}/sms?timeout=60`,
      // One job at a time: the first SMS, hanging at the gateway, keeps the second one waiting.
      JOBS_CONCURRENCY: '1',
    };
    let server = await startServer(env, START_TIMEOUT_MS);
    try {
      let api = await Api.login(server.baseUrl, ADMIN.email, ADMIN.password, dataDir);
      await signUp(expect, api, '0551000001');
      await until('the first SMS at the gateway', () => (gateway.received.length === 1 ? true : undefined));
      await signUp(expect, api, '0551000002');
      const committed = await until('the second SMS in the outbox', () => smsTo(api, '+966551000002'));
      expect(committed).toMatchObject({ state: 'queued', attempts: 0 });

      await server.kill();
      gateway.answer();
      server = await startServer(env, START_TIMEOUT_MS);
      const sent = await until('the second SMS at the gateway', () =>
        gateway.accepted.find((message) => message.to === '+966551000002'),
      );
      expect(sent).toMatchObject({ id: `outbox-${committed.id}`, body: expect.stringMatching(/\d{6}/) });
      api = await api.resumeAt(server.baseUrl);
      const row = await until('its row marked sent', async () => {
        const message = await smsTo(api, '+966551000002');
        return message?.state === 'sent' ? message : undefined;
      });
      expect(row).toMatchObject({ attempts: 1, provider: 'webhook', providerMessageId: expect.stringMatching(/^gw-/) });
      expect(gateway.received.filter((message) => message.to === '+966551000002')).toHaveLength(1);
    } finally {
      await server.kill();
      await gateway.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
