import type { LoginResult, RecoveryCodes, Tokens, TotpSetup } from '@bayan/shared';
import { stepAt, totpCode } from './totp.js';

/**
 * A login of the demo SUPERADMIN (or any account that has or must have an authenticator app) for
 * the benches and the crash and deployment tests, which start their own servers: the enrolment it
 * is asked for at its first login, then each login's second step, from a secret kept here.
 */
export type Post = <T>(path: string, body: object, token?: string) => Promise<T>;

interface Kept {
  secret: string;
  lastStep: number;
  /** Given instead of waiting for a step, while any is left. */
  recoveryCodes: string[];
}

const secrets = new Map<string, Kept>();

/** A POST by fetch, answering the JSON of a 2xx. */
export const fetchPost =
  (baseUrl: string): Post =>
  async <T>(path: string, body: object, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The next step's code the server has not seen; when two were used just now, a recovery code while
 * any is left, else a wait for the next step.
 */
async function nextCode(kept: Kept): Promise<string> {
  for (;;) {
    const now = stepAt(Date.now());
    const step = Math.max(now, kept.lastStep + 1);
    if (step <= now + 1) {
      kept.lastStep = step;
      return totpCode(kept.secret, step);
    }
    const recovery = kept.recoveryCodes.shift();
    if (recovery) return recovery;
    await sleep(1000);
  }
}

/** POST /api/auth/login, then the second step or the enrolment; `key` names the server and account. */
export async function logInFully(post: Post, key: string, account: object): Promise<Tokens> {
  const result = await post<LoginResult>('/api/auth/login', account);
  if ('mfa_required' in result) {
    const kept = secrets.get(key);
    if (!kept) throw new Error(`${key} asks for a code and no authenticator was linked here`);
    return post<Tokens>('/api/auth/login/totp', { mfa_token: result.mfa_token, code: await nextCode(kept) });
  }
  if (result.profile.must_enrol_totp) {
    const setup = await post<TotpSetup>('/api/auth/totp/setup', {}, result.access_token);
    const kept: Kept = { secret: setup.secret, lastStep: stepAt(Date.now()) - 1, recoveryCodes: [] };
    secrets.set(key, kept);
    const confirmed = await post<RecoveryCodes>(
      '/api/auth/totp/confirm',
      { code: await nextCode(kept) },
      result.access_token,
    );
    kept.recoveryCodes = confirmed.recovery_codes;
    // The same session, now past the gate: its profile says so.
    return { ...result, profile: { ...result.profile, totp_enabled: true, must_enrol_totp: false } };
  }
  return result;
}
