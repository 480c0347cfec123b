import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@bayan/shared';
import { build } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { LogStream } from '../lib/log/logger-options.js';
import { DEMO_PASSWORD } from '../modules/users/users.seed.js';
import { watchConformance } from './conformance/watch-conformance.js';
import { openTestDatabase } from './test-database.js';
import { finishLogin } from './mfa-kit.js';

export const TEST_ADMIN = { email: 'super@test.local', password: 'Super-Admin-Test-2026' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's clock (the kit's authenticator codes follow it). */
  clock: Clock;
  /**
   * Logs in as a seeded account and returns its bearer header: through the second step with the
   * kit's authenticator, which it links first to an account that must have one (mfa-kit.ts).
   */
  bearer(email: string, password?: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A FakeClock to move time in tests (expiry, throttling windows); the system clock otherwise. */
  clock?: Clock;
  /** The database of another test app, as a restarted server would find it; closed by its first app. */
  database?: Database;
  /** Settings the environment does not give (short connection timeouts). */
  config?: Partial<Config>;
  /** Log at info level into this stream (tests read the lines); no logs otherwise. */
  logStream?: LogStream;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      BAYAN_ADMIN_EMAIL: TEST_ADMIN.email,
      BAYAN_ADMIN_PASSWORD: TEST_ADMIN.password,
      BAYAN_DEMO: '1',
      // Suites sign many people up from one address; sign-up throttling tests set their own.
      SIGNUPS_PER_IP: '1000',
      // The clinic's minute sweep would reject the Pending fixtures near their start under a test's feet.
      CLINIC_SWEEP: '0',
      ...env,
    },
    // The demo accounts, not the demo clinic: each test writes the clinic rows it counts on.
    { dataDir: 'memory://', demoData: false, ...options.config },
  );
  const app = await build({
    config,
    database,
    logger: Boolean(options.logStream),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // Opt-in (conformance/conformance-setup.ts): every answer checked against the app's OpenAPI document.
  watchConformance(app, config);
  await app.ready();
  const clock = options.clock ?? systemClock;
  return {
    app,
    database,
    clock,
    async bearer(email, password = email === TEST_ADMIN.email ? TEST_ADMIN.password : DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const tokens = await finishLogin(app, database, clock, email, res.json<LoginResult>());
      return { authorization: `Bearer ${tokens.access_token}` };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type Bearer = { authorization: string };

/** A test app with the demo ADMIN's and the first SUPERADMIN's bearers: the role matrix most users tests need. */
export async function openAdminApp(): Promise<{ t: TestApp; admin: Bearer; superadmin: Bearer }> {
  const t = await createTestApp();
  return { t, admin: await t.bearer('admin@bayan.local'), superadmin: await t.bearer(TEST_ADMIN.email) };
}
