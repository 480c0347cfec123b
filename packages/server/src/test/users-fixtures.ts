import type { LoginResult } from '@bayan/shared';
import { finishLogin } from './mfa-kit.js';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { idNumberCheckDigit } from '@bayan/shared';
import { events } from '../modules/events/events.table.js';
import { hashPassword } from '../lib/password-hash.js';
import { newPubkey } from '../modules/users/users.pubkey.js';
import { users, type NewUserRow, type UserRow } from '../modules/users/users.table.js';
import type { TestApp } from './test-app.js';

/** The password of every fixture account. */
export const FIXTURE_PASSWORD = 'Fixture-Passphrase-Lantern-42';

let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * An account written straight to the table (fast; no audit event). Write fixtures before the
 * first list call of a test file: list totals are cached by the app for a few seconds.
 */
export async function insertUser(t: TestApp, values: Partial<NewUserRow> = {}): Promise<UserRow> {
  sequence += 1;
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({
      pubkey: newPubkey(),
      firstName: `Fixture${sequence}`,
      lastName: 'Person',
      email: `fixture-${sequence}-${newPubkey().slice(0, 6).toLowerCase()}@test.local`,
      passwordHash: await passwordHash,
      ...values,
    })
    .returning();
  return row!;
}

/** Logs in from an address of its own, so many logins in one file never meet the per-IP limit. */
export async function login(t: TestApp, email: string, password = FIXTURE_PASSWORD) {
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

export async function bearerOf(t: TestApp, email: string, password = FIXTURE_PASSWORD) {
  const res = await login(t, email, password);
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  // Through the second step, or the enrolment an ADMIN is asked for (mfa-kit.ts).
  const tokens = await finishLogin(t.app, t.database, t.clock, email, res.json<LoginResult>());
  return { authorization: `Bearer ${tokens.access_token}` };
}

export function eventsOf(t: TestApp, entityId: string) {
  return t.database.db.select().from(events).where(eq(events.entityId, entityId)).orderBy(events.id);
}

export async function findUserRow(t: TestApp, pubkey: string): Promise<UserRow | undefined> {
  const [row] = await t.database.db.select().from(users).where(eq(users.pubkey, pubkey));
  return row;
}

export async function userByEmail(t: TestApp, email: string): Promise<UserRow> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

/** A valid national ID number (10 digits, starting with 1, with its check digit). */
export function nationalId(): string {
  const stem = `1${String(randomInt(100_000_000)).padStart(8, '0')}`;
  return stem + idNumberCheckDigit(stem);
}

/** A Saudi mobile number in its local spelling, 05XXXXXXXX. */
export function saudiMobile(): string {
  return `05${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** A multipart body as a browser would send it: the bytes and the content-type with its boundary. */
export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string; field?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/**
 * Small but real files: one-pixel images that decode, and that the upload check's re-encoding
 * (lib/files/image-content.ts) gives back byte for byte, and a plain PDF.
 */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWOQqo8CAAGqAPTAN+vvAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCRAAgT/9k=',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  text: Buffer.from('just some text pretending to be an image\n'),
};

let created = 0;

// A type, not an interface: it must stay assignable to Record<string, string>.
type NewUserFields = { firstName: string; lastName: string; email: string };

/**
 * The fields of a new account for POST /api/users, numbered so every call is a new person. Typed
 * with the fields given, so a test reads `fields.email` or `fields.password` as a string.
 */
export function newUserFields(): NewUserFields;
export function newUserFields<Extra extends Record<string, string>>(extra: Extra): NewUserFields & Extra;
export function newUserFields(extra: Record<string, string> = {}): Record<string, string> {
  created += 1;
  return { firstName: 'سلمى', lastName: `Created${created}`, email: `created-${created}@test.local`, ...extra };
}

/** POST /v1/api/users as multipart, by the caller behind `headers`, answered in `lang`. */
export async function createUser(
  t: TestApp,
  fields: Record<string, string>,
  headers: { authorization: string },
  lang = 'ar',
) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/users',
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'accept-language': lang },
  });
}

/**
 * The accounts the list and lookup tests read: 12 bulk USERs, an Arabic name with a phone, a
 * MEMBER, a DELETED MEMBER and a BLOCKED one. Insert them before the first list call.
 */
export async function insertListFixtures(t: TestApp) {
  for (let i = 0; i < 12; i += 1) await insertUser(t, { lastName: 'Bulk', role: 'USER' });
  return {
    arabic: await insertUser(t, { firstName: 'عبدُ الرَّحمن', lastName: 'الأحمد', phone: '+966512340001' }),
    member: await insertUser(t, { firstName: 'Mona', lastName: 'Member', role: 'MEMBER' }),
    deletedMember: await insertUser(t, { lastName: 'Gone', role: 'MEMBER', status: 'DELETED' }),
    blocked: await insertUser(t, { lastName: 'Blocked', status: 'BLOCKED' }),
  };
}
