import type { FastifyInstance } from 'fastify';
import { isMfaChallenge, type LoginResult, type RecoveryCodes, type Tokens, type TotpSetup } from '@bayan/shared';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { codeAt, stepAt, TOTP_DRIFT_STEPS } from '../modules/auth/totp/totp-code.js';

/**
 * The second factor as a test's logins meet it (test-app.ts bearer): an account that must enrol is
 * enrolled with a real authenticator secret the kit keeps, and a login that asks for a code gets
 * the app's code of a step not used yet (the server refuses a replayed step), else a recovery code.
 * Nothing in the product is turned off: the kit goes through the same calls as a person.
 */
interface Authenticator {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

/** Per database (a restarted app sees the same accounts), per login email. */
const authenticators = new WeakMap<Database, Map<string, Authenticator>>();

function keyring(database: Database): Map<string, Authenticator> {
  let ring = authenticators.get(database);
  if (!ring) authenticators.set(database, (ring = new Map()));
  return ring;
}

/** The secret and recovery codes the kit enrolled for a login, if it did (tests that check the codes themselves). */
export function enrolledAuthenticator(database: Database, email: string): Authenticator | undefined {
  return keyring(database).get(email.toLowerCase());
}

/** The next code the server will take for this authenticator at `now`, and marks its step used. */
export function nextCode(authenticator: Authenticator, now: Date): string | null {
  const current = stepAt(now);
  const step = Math.max(current - TOTP_DRIFT_STEPS, authenticator.lastStep + 1);
  if (step > current + TOTP_DRIFT_STEPS) return authenticator.recoveryCodes.shift() ?? null;
  authenticator.lastStep = step;
  return codeAt(authenticator.secret, step);
}

async function post<T>(app: FastifyInstance, url: string, payload: object, token?: string): Promise<T> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await app.inject({ method: 'POST', url, payload, headers });
  if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** Links an authenticator to the account of `tokens` (setup, then the first code); the kit keeps it. */
export async function enrol(app: FastifyInstance, database: Database, clock: Clock, email: string, token: string) {
  const setup = await post<TotpSetup>(app, '/api/auth/totp/setup', {}, token);
  const step = stepAt(clock.now());
  const confirmed = await post<RecoveryCodes>(
    app,
    '/api/auth/totp/confirm',
    { code: codeAt(setup.secret, step) },
    token,
  );
  const authenticator = { secret: setup.secret, lastStep: step, recoveryCodes: confirmed.recovery_codes };
  keyring(database).set(email.toLowerCase(), authenticator);
  return { authenticator, recoveryCodes: confirmed.recovery_codes };
}

/**
 * Finishes a login the way a person would: the second step with the kit's authenticator, or the
 * enrolment an account that must have one is asked for. Answers tokens of a full session.
 */
export async function finishLogin(
  app: FastifyInstance,
  database: Database,
  clock: Clock,
  email: string,
  result: LoginResult,
): Promise<Tokens> {
  if (isMfaChallenge(result)) {
    const authenticator = keyring(database).get(email.toLowerCase());
    if (!authenticator) throw new Error(`login ${email} asks for a code and the kit enrolled no authenticator`);
    const code = nextCode(authenticator, clock.now());
    if (!code) throw new Error(`login ${email}: no unused step and no recovery code left in the kit`);
    return post<Tokens>(app, '/api/auth/login/totp', { mfa_token: result.mfa_token, code });
  }
  if (!result.profile.must_enrol_totp) return result;
  await enrol(app, database, clock, email, result.access_token);
  // The same session, now past the gate: its profile says so.
  return { ...result, profile: { ...result.profile, totp_enabled: true, must_enrol_totp: false } };
}
