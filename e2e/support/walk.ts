import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { newIdentity, uniqueIdNumber, waitForMessage } from './accounts.js';
import type { SeededClinic } from './clinic.js';
import { freeSlots, riyadhDay } from './clinic-seed.js';
import { checkScreen } from './screen.js';
import { text } from './catalogue.js';
import { digits } from './dashboard.js';

/** The role walks' screenshots (issue 32), one folder per role, gitignored. */
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '.screenshots');

/**
 * Issue 32, finding 1: a middle dot beside a digit reads as an Arabic zero ("٢ · ديسمبر" as
 * "٢٠ ديسمبر"); every date pair puts the Gregorian day in brackets instead. The text of a screen
 * that shows dates has no dot beside a digit.
 */
export function noDotBesideDigits(text: string): boolean {
  return !/·\s*[\d\u0660-\u0669]|[\d\u0660-\u0669]\s*·/.test(text);
}

/** A step of a walk: the screen checked (painted, no serious axe finding) and kept as a PNG to look at. */
export async function walkShot(page: Page, role: string, name: string): Promise<void> {
  await checkScreen(page, `walk-${role}-${name}`);
  const file = join(SHOTS, `walk-${role}`, `${name}.png`);
  await mkdir(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

async function call<T>(baseUrl: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The seeded doctor's free starts from now on, today first (then tomorrow, late at night). */
export async function freeStarts(baseUrl: string, clinic: SeededClinic): Promise<string[]> {
  const soon = Date.now() + 10 * 60_000;
  const starts = await freeSlots(baseUrl, clinic.doctor.pubkey, riyadhDay(0), riyadhDay(1));
  return starts.filter((start) => Date.parse(start) > soon);
}

/** The patient asks for `start` with the seeded type: a Pending appointment. */
export async function requestAppointment(baseUrl: string, clinic: SeededClinic, patient: Tokens, start: string) {
  const res = await fetch(
    `${baseUrl}/api/doctors/${clinic.doctor.pubkey}/availability?from=${riyadhDay(0)}&to=${riyadhDay(0)}`,
  );
  const { consultationTypes } = (await res.json()) as { consultationTypes: { id: string }[] };
  return call<{ id: string; start: string }>(
    baseUrl,
    'POST',
    '/api/appointments',
    { doctorPubkey: clinic.doctor.pubkey, start, consultationType: consultationTypes[0]!.id },
    patient.access_token,
  );
}

/** A visitor's reservation for the seeded doctor on `day` at `time`, confirmed by the texted code. */
export async function fileReservation(baseUrl: string, clinic: SeededClinic, day: string, time: string) {
  const who = newIdentity('walkres');
  const name = `${who.firstName} ${who.lastName}`;
  const created = await call<{ id: string; token: string }>(baseUrl, 'POST', '/api/auth/appointment-reservation', {
    name,
    phone: who.phone,
    idNumber: uniqueIdNumber(),
    etablissementPubkey: clinic.clinic.pubkey,
    doctorPubkey: clinic.doctor.pubkey,
    preferredDay: day,
    preferredTime: time,
  });
  const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
  await call(baseUrl, 'POST', `/api/auth/appointment-reservation/${created.id}/verify`, {
    token: created.token,
    code: /(\d{6})/.exec(sms.body)![1]!,
  });
  return { id: created.id, name };
}

/** GET a list as `token` and answer its total (the counts the homes show). */
export async function listTotal(baseUrl: string, token: string, path: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { total: number }).total;
}

/** A catalogue line with its placeholders filled. */
export const fill = (line: string, values: Record<string, string>) =>
  line.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A count as a clinic home writes it: the language's plural form (zero has its own), its number in the language's digits. */
export function counted(lang: 'ar' | 'en', key: string, count: number): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(lang).select(count);
  return fill(text(lang, 'clinicHome', `reception.${key}_${form}`), { number: digits(lang, count) });
}

/** Midnight of a clinic day (Riyadh, UTC+3 all year), as a query parameter. */
export const midnight = (day: string) => encodeURIComponent(`${day}T00:00:00+03:00`);

/** What a clinic home counts for the caller, read from the lists: today's visits (planned and pending) and the pending requests ahead. */
export async function dayCounts(baseUrl: string, token: string): Promise<{ today: number; pending: number }> {
  const today = `from=${midnight(riyadhDay(0))}&to=${midnight(riyadhDay(1))}`;
  const count = (query: string) => listTotal(baseUrl, token, `/api/appointments?${query}&limit=1`);
  return {
    today: (await count(`${today}&status=Planed`)) + (await count(`${today}&status=Pending`)),
    pending: await count(`from=${encodeURIComponent(new Date().toISOString())}&status=Pending`),
  };
}
