import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@bayan/shared';
import { DoctorsRepository } from '../modules/clinic/doctors/doctors.repository.js';
import { bearerOf, eventsOf, insertUser } from './users-fixtures.js';
import type { Bearer, TestApp } from './test-app.js';

/**
 * Helpers for the directory tests: calls through the API (audited, as a client makes them), rows
 * told apart by a word of their own, since the tables may hold other tests' or the demo's rows.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply body as the test reads it
export type Reply = { status: number; body: any };

export async function call(
  t: TestApp,
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : res.body || null };
}

/** A word no other row has: `q=` with it finds this test's rows only. */
export const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

/** Creates through the API as `admin` and returns the created record (201 checked). */
export async function created(t: TestApp, admin: Bearer, url: string, payload: object) {
  const res = await call(t, 'POST', url, admin, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const newClinic = (t: TestApp, admin: Bearer, word: string, extra: object = {}) =>
  created(t, admin, '/api/etablissements', { nameAr: `عيادة ${word}`, nameEn: `Clinic ${word}`, ...extra });

/** An account of `role` (a STAFF one of `etablissementPubkey`) and its bearer header. */
export async function accountWith(t: TestApp, role: Role, etablissementPubkey?: string) {
  const user = await insertUser(t, { role, ...(etablissementPubkey ? { etablissementPubkey } : {}) });
  return { user, bearer: await bearerOf(t, user.email!) };
}

/** A DOCTOR account working in the clinic (serial id), in `roomId` or none. */
export async function doctorIn(t: TestApp, etablissementId: number, roomId: number | null) {
  const doctor = await accountWith(t, 'DOCTOR');
  await new DoctorsRepository(t.database.db).insert({ userId: doctor.user.id, etablissementId, roomId });
  return doctor;
}

/** The serial id behind a directory record's pubkey, for fixtures written straight to the tables. */
export async function idOf(
  t: TestApp,
  table: 'etablissements' | 'sections' | 'rooms' | 'specialities',
  pubkey: string,
) {
  const result = await t.database.db.execute(sql`select id from ${sql.identifier(table)} where pubkey = ${pubkey}`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

/** The audit events about one record, oldest first. */
export async function auditOf(t: TestApp, pubkey: string) {
  return (await eventsOf(t, pubkey)).map(({ action, actorId, before, after }) => ({ action, actorId, before, after }));
}

/** A CSV download: BOM checked, then the header line and the records. */
export async function csvOf(t: TestApp, url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = res.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { res, header: lines[0]!, rows: lines.slice(1) };
}
