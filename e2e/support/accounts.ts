import { randomInt } from 'node:crypto';
import { hasIdNumberChecksum, type OutboxMessage, type Page as ListPage, type Tokens } from '@bayan/shared';
import { logIn } from './second-factor.js';

let sequence = 0;

/** The digits an allocated Saudi mobile may have after its 5 (not 2, 7 only as 570…578: text/phone.ts). */
const SECOND_DIGITS = '01345689';

/**
 * A fresh identity for each test and run: unique email and Saudi mobile (05 + 8 digits). The mobile
 * is one the deed's rules accept as the endower's (a 052… number from the clock once failed the
 * endowment journey's review, and its retry within the same 100 s drew the same digit).
 */
export function newIdentity(label: string) {
  sequence += 1;
  const now = Date.now();
  const second = SECOND_DIGITS[Math.floor(now / 100_000) % SECOND_DIGITS.length]!;
  const digits = `${second}${`${now % 100_000}`.padStart(5, '0')}${`${sequence % 100}`.padStart(2, '0')}`;
  return {
    firstName: 'Sara',
    lastName: `Tester${label}`,
    email: `e2e-${label}-${digits}@example.com`,
    phone: `05${digits}`,
    e164: `+9665${digits}`,
    password: 'quiet river morning 42',
  };
}

/**
 * Digits no other test of the run draws: concurrent tests (and files on one server) once drew the
 * same clock milliseconds, after waiting for the same authenticator step, and collided.
 */
export function uniqueDigits(length: number): string {
  sequence += 1;
  const random = String(randomInt(10 ** (length - 2))).padStart(length - 2, '0');
  return `${random}${`${sequence % 100}`.padStart(2, '0')}`;
}

/** A Luhn-valid national ID number (1 + 8 digits + check digit), unique to the run. */
export function uniqueIdNumber(): string {
  const stem = `1${uniqueDigits(8)}`;
  return stem + [...'0123456789'].find((d) => hasIdNumberChecksum(stem + d))!;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export function registerByApi(baseUrl: string, who: ReturnType<typeof newIdentity>): Promise<Tokens> {
  const { firstName, lastName, email, phone, password } = who;
  return post(baseUrl, '/api/auth/register', { firstName, lastName, email, phone, password, gender: 'FEMALE' });
}

let adminToken: Promise<string> | undefined;

/** The README's default SUPERADMIN, logged in once per test file (logins are throttled per IP). */
function admin(baseUrl: string): Promise<string> {
  // With the second step from the shared authenticator (the SUPERADMIN must have one).
  adminToken ??= logIn(baseUrl, { login: 'admin@bayan.local', password: 'Bayan-Admin-2026' }).then(
    (tokens) => tokens.access_token,
  );
  return adminToken;
}

/** An account created by an administrator: it must choose its own password at first login. */
export async function createByAdmin(baseUrl: string, who: ReturnType<typeof newIdentity>): Promise<void> {
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) form.set(key, who[key]);
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await admin(baseUrl)}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`/api/users answered ${res.status}: ${await res.text()}`);
}

/** The newest outbox message to `recipient` on `channel`, waiting for it to be written. */
/**
 * Waits until a minute has passed since the last SMS to `phone` (the OTP rules' gap between two
 * codes), whichever test file sent it: the browser tests share one server, and the deeds' signers
 * are the same demo accounts in the signing test and the signer's walk.
 */
export async function codeGapPassed(baseUrl: string, phone: string): Promise<void> {
  const token = await admin(baseUrl);
  const query = new URLSearchParams({ channel: 'sms', recipient: phone, limit: '1', sort: '-createdAt' });
  const res = await fetch(`${baseUrl}/api/outbox?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/api/outbox answered ${res.status}: ${await res.text()}`);
  const last = ((await res.json()) as ListPage<OutboxMessage>).data[0];
  const wait = last ? Date.parse(last.createdAt) + 61_000 - Date.now() : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function waitForMessage(
  baseUrl: string,
  channel: 'email' | 'sms',
  recipient: string,
  matching: RegExp,
): Promise<OutboxMessage> {
  const token = await admin(baseUrl);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const query = new URLSearchParams({ channel, recipient, limit: '20' });
    const res = await fetch(`${baseUrl}/api/outbox?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`/api/outbox answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as ListPage<OutboxMessage>;
    const message = data.find((m) => m.channel === channel && m.recipient === recipient && matching.test(m.body));
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${channel} to ${recipient} matching ${matching} in the outbox`);
}
