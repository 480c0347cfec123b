import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { idNumberCheckDigit, type Tokens } from '@bayan/shared';

/** Helpers for the accounts tests (imported by *.routes.test.ts only). */

export const STRONG_PASSWORD = 'quiet-lantern-orbit-42';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A random Luhn-valid national ID number. */
export function randomIdNumber(): string {
  const stem = `1${digits(8)}`;
  return stem + idNumberCheckDigit(stem);
}

/** A sign-up body whose email, phone and ID number no other test uses. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  const tag = digits(8);
  return {
    firstName: 'Huda',
    lastName: 'Alharbi',
    gender: 'FEMALE',
    email: `huda.${tag}@example.test`,
    phone: `05${tag}`,
    idNumber: randomIdNumber(),
    birthday: '1990-04-01',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

export const e164 = (localPhone: string) => `+966${localPhone.slice(1)}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest email or SMS sent to a recipient, from the outbox the flows write to (some after their reply). */
export async function lastMessage(app: FastifyInstance, recipient: string) {
  await app.services.jobRunner.idle();
  const { rows } = await app.services.outbox.findMessages({ page: 1, limit: 1, recipient });
  if (!rows[0]) throw new Error(`no message to ${recipient}`);
  return rows[0];
}

export async function messageCount(app: FastifyInstance, recipient: string): Promise<number> {
  await app.services.jobRunner.idle();
  const { rows } = await app.services.outbox.findMessages({ page: 1, limit: 100, recipient });
  return rows.length;
}

export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMessage(app, phone)).body)?.[1];
  if (!code) throw new Error(`no code in the last SMS to ${phone}`);
  return code;
}

export async function lastLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const token = /[?&]token=([\w-]+)/.exec((await lastMessage(app, email)).body)?.[1];
  if (!token) throw new Error(`no link in the last email to ${email}`);
  return token;
}

export async function register(app: FastifyInstance, person: object, url = '/api/auth/register') {
  const res = await app.inject({ method: 'POST', url, payload: person });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}
