import { inject } from 'vitest';
import { isMfaChallenge, type LoginResult, type RecoveryCodes, type Tokens, type TotpSetup } from '@bayan/shared';

/**
 * Logins as a person with an authenticator app makes them: the second step with a code from the
 * shared authenticator (authenticator-service.ts), and the enrolment an account that must have one
 * (the demo SUPERADMIN and ADMINs) is asked for at its first login on a server.
 */

async function ask<T = { code: string | null }>(path: string, body: object): Promise<T> {
  const res = await fetch(`${inject('authenticatorUrl')}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`authenticator ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const keyOf = (baseUrl: string, login: string) => `${baseUrl}|${login.toLowerCase()}`;

/** A code for the account's app on that server (a recovery code too, unless `appOnly`); null when none is linked. */
export async function codeFor(baseUrl: string, login: string, appOnly = false): Promise<string | null> {
  return (await ask('/code', { key: keyOf(baseUrl, login), recovery: !appOnly })).code;
}

async function post<T>(baseUrl: string, path: string, body: object, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Gives the shared authenticator a secret read off the enrolment screen; answers the first code. */
export async function enrolSecret(baseUrl: string, login: string, secret: string): Promise<string> {
  const { code } = await ask('/enrol', { key: keyOf(baseUrl, login), secret });
  if (!code) throw new Error('the authenticator gave no code');
  return code;
}

/** Links an authenticator app to the account of `token`, as its owner would; the service keeps it. */
export async function enrol(baseUrl: string, login: string, token: string): Promise<void> {
  const setup = await post<TotpSetup>(baseUrl, '/api/auth/totp/setup', {}, token);
  const { code } = await ask('/enrol', { key: keyOf(baseUrl, login), secret: setup.secret });
  const { recovery_codes } = await post<RecoveryCodes>(baseUrl, '/api/auth/totp/confirm', { code }, token);
  await ask('/recovery-codes', { key: keyOf(baseUrl, login), recoveryCodes: recovery_codes });
}

/** Finishes a login: its second step, or the enrolment it is asked for first. Full-session tokens. */
export async function finishLogin(baseUrl: string, login: string, result: LoginResult): Promise<Tokens> {
  if (isMfaChallenge(result)) {
    const code = await codeFor(baseUrl, login);
    if (!code) throw new Error(`${login} asks for a code on ${baseUrl} and no authenticator was linked here`);
    return post<Tokens>(baseUrl, '/api/auth/login/totp', { mfa_token: result.mfa_token, code });
  }
  if (!result.profile.must_enrol_totp) return result;
  await enrol(baseUrl, login, result.access_token);
  // The same session, now past the gate: its profile says so (a stored one would send the app back to the enrolment).
  return { ...result, profile: { ...result.profile, totp_enabled: true, must_enrol_totp: false } };
}

/**
 * POST /api/auth/login and whatever second step follows. An account with a second factor gets the
 * recent session the authenticator kept for it, if one is still fresh (authenticator-service.ts):
 * its codes come one per 30-second step, and dozens of files log in as the SUPERADMIN.
 */
export function logIn(baseUrl: string, account: { login: string; password: string }): Promise<Tokens> {
  // One at a time per account and server: two journeys of a file side by side (describe.concurrent)
  // would otherwise both enrol a new account, the second setup replacing the secret the first confirms.
  const key = keyOf(baseUrl, account.login);
  const turn = (logins.get(key) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => logInNow(key, baseUrl, account));
  logins.set(key, turn);
  return turn;
}

/** The logins under way in this file, by account and server. */
const logins = new Map<string, Promise<Tokens>>();

async function logInNow(key: string, baseUrl: string, account: { login: string; password: string }): Promise<Tokens> {
  const kept = await ask<{ tokens: Tokens | null }>('/session', { key, baseUrl });
  if (kept.tokens) return kept.tokens;
  const result = await post<LoginResult>(baseUrl, '/api/auth/login', account);
  const tokens = await finishLogin(baseUrl, account.login, result);
  if (isMfaChallenge(result) || result.profile.must_enrol_totp) await ask('/keep', { key, tokens });
  return tokens;
}
