import { existsSync } from 'node:fs';
import type { Doctor } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, insertPatient, insertStaff, type ClinicFixture } from '../../../test/clinic-fixtures.js';
import { insertDoctorProfile, openTwoClinics } from '../../../test/people-fixtures.js';
import { photoKeyOf, putPhoto, storedKeys, storedPath, WEBP } from '../../../test/photo-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf, SAMPLE_FILES } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

let t: TestApp;
let north: ClinicFixture;
let ahmad: UserRow;
let sara: UserRow;
const as: Record<string, Record<string, string>> = {};
const png = { bytes: SAMPLE_FILES.png, name: 'photo.png', type: 'image/png' };
const jpeg = { bytes: SAMPLE_FILES.jpeg, name: 'صورة.jpg', type: 'image/jpeg' };

/** Two clinics with a doctor each; Ahmad works in North. */
beforeAll(async () => {
  const clinics = await openTwoClinics();
  ({ t, north } = clinics);
  const { south } = clinics;
  ahmad = await insertDoctorProfile(t, north, { firstName: 'أحمد' });
  sara = await insertDoctorProfile(t, south, { firstName: 'Sara' });
  as.admin = await t.bearer('admin@bayan.local');
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.staffSouth = await bearerFor(t, await insertStaff(t, south));
  as.ahmad = await bearerFor(t, ahmad);
  as.sara = await bearerFor(t, sara);
  as.patient = await bearerFor(t, await insertPatient(t));
}, 180_000);
afterAll(() => t.close());

const photoUrl = (doctor: UserRow) => new RegExp(`^/api/doctors/${doctor.pubkey}/photo\\?v=[0-9a-f]{16}$`);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const remove = (doctor: UserRow, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/v1/api/doctors/${doctor.pubkey}/photo`, headers });

describe('PUT /api/doctors/:pubkey/photo', () => {
  it.each(['admin', 'staffNorth', 'ahmad'])('lets %s set the photo, audited', async (who) => {
    const res = await putPhoto(t, ahmad.pubkey, png, as[who]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Doctor>().photoUrl).toMatch(photoUrl(ahmad));
    expect(existsSync(storedPath((await photoKeyOf(t, ahmad))!))).toBe(true);
    const [event] = (await eventsOf(t, ahmad.pubkey)).reverse();
    expect(event?.action).toBe('doctor.setPhoto');
  });

  it('refuses other roles (403), other doctors and other clinics’ staff (404), and keeps no bytes', async () => {
    const before = storedKeys().length;
    const expectations: [Record<string, string>, number, string][] = [
      [{}, 401, 'AUTH_REQUIRED'],
      [as.patient!, 403, 'FORBIDDEN'],
      [as.sara!, 404, 'CLINIC_DOCTOR_NOT_FOUND'],
      [as.staffSouth!, 404, 'CLINIC_DOCTOR_NOT_FOUND'],
    ];
    for (const [headers, status, code] of expectations) {
      const res = await putPhoto(t, ahmad.pubkey, png, headers);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([status, code]);
    }
    expect(storedKeys()).toHaveLength(before);
  });

  it('judges the type by the bytes: a .png of text and a PDF are refused, a WebP taken', async () => {
    const text = await putPhoto(
      t,
      sara.pubkey,
      { bytes: SAMPLE_FILES.text, name: 'cat.png', type: 'image/png' },
      as.sara,
      'en',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: 'CLINIC_DOCTOR_PHOTO_TYPE',
      message: 'This image type is not accepted: use JPEG, PNG or WebP.',
    });
    const pdf = await putPhoto(
      t,
      sara.pubkey,
      { bytes: SAMPLE_FILES.pdf, name: 'me.jpg', type: 'image/jpeg' },
      as.sara,
    );
    expect([pdf.statusCode, pdf.json<{ code: string }>().code]).toEqual([415, 'CLINIC_DOCTOR_PHOTO_TYPE']);
    const webp = await putPhoto(
      t,
      sara.pubkey,
      { bytes: WEBP, name: 'me.bin', type: 'application/octet-stream' },
      as.sara,
    );
    expect(webp.statusCode, webp.body).toBe(200);
    const served = await get(webp.json<Doctor>().photoUrl!);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('refuses a photo over 2 MiB, and a form without one', async () => {
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await putPhoto(t, ahmad.pubkey, { bytes: big, name: 'big.png' }, as.admin, 'ar');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'CLINIC_DOCTOR_PHOTO_TOO_LARGE', message: 'الصورة أكبر من ٢ ميغابايت.' });
    const none = await putPhoto(t, ahmad.pubkey, undefined, as.admin);
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([400, 'CLINIC_DOCTOR_PHOTO_REQUIRED']);
  });

  it('replaces the photo: a new URL, and the old file is removed', async () => {
    await putPhoto(t, ahmad.pubkey, png, as.admin);
    const oldKey = (await photoKeyOf(t, ahmad))!;
    const oldUrl = (await get(`/api/doctors/${ahmad.pubkey}`)).json<Doctor>().photoUrl;
    const res = await putPhoto(t, ahmad.pubkey, jpeg, as.ahmad);
    expect(res.statusCode).toBe(200);
    expect(res.json<Doctor>().photoUrl).not.toBe(oldUrl);
    expect(existsSync(storedPath(oldKey))).toBe(false);
    expect(existsSync(storedPath((await photoKeyOf(t, ahmad))!))).toBe(true);
  });
});

describe('GET /api/doctors/:pubkey/photo (public)', () => {
  it('serves the image with its type, nosniff, an ETag and a cache policy by version', async () => {
    const url = (await putPhoto(t, ahmad.pubkey, jpeg, as.admin)).json<Doctor>().photoUrl!;
    const current = await get(`/v1${url}`);
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
    expect(current.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${url.split('v=')[1]}"`,
    });
    const unversioned = await get(`/api/doctors/${ahmad.pubkey}/photo`);
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
    const etag = String(current.headers.etag);
    const again = await get(`/api/doctors/${ahmad.pubkey}/photo`, { 'if-none-match': `"other", W/${etag}` });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
  });

  it('shows photoUrl in the doctor and the list, null without a photo', async () => {
    await putPhoto(t, ahmad.pubkey, png, as.admin);
    expect((await get(`/api/doctors/${ahmad.pubkey}`)).json<Doctor>().photoUrl).toMatch(photoUrl(ahmad));
    const list = (await get('/api/doctors?sort=name')).json<{ data: Doctor[] }>().data;
    expect(list.find((d) => d.pubkey === ahmad.pubkey)?.photoUrl).toMatch(photoUrl(ahmad));
    const other = await insertDoctorProfile(t, north, { firstName: 'NoPhoto' });
    expect((await get(`/api/doctors/${other.pubkey}`)).json<Doctor>().photoUrl).toBeNull();
    const missing = await get(`/api/doctors/${other.pubkey}/photo`, { 'accept-language': 'en' });
    expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([404, 'CLINIC_DOCTOR_PHOTO_NOT_FOUND']);
  });
});

describe('DELETE /api/doctors/:pubkey/photo', () => {
  it('removes the photo and its file, audited; a second removal and other doctors answer 404', async () => {
    await putPhoto(t, ahmad.pubkey, png, as.admin);
    const key = (await photoKeyOf(t, ahmad))!;
    expect((await remove(ahmad, as.sara!)).statusCode).toBe(404);
    expect((await remove(ahmad, as.patient!)).statusCode).toBe(403);
    const res = await remove(ahmad, as.ahmad!);
    expect(res.statusCode).toBe(200);
    expect(res.json<Doctor>().photoUrl).toBeNull();
    expect(existsSync(storedPath(key))).toBe(false);
    expect((await get(`/api/doctors/${ahmad.pubkey}/photo`)).statusCode).toBe(404);
    expect((await remove(ahmad, as.staffNorth!)).json<{ code: string }>().code).toBe('CLINIC_DOCTOR_PHOTO_NOT_FOUND');
    const [event] = (await eventsOf(t, ahmad.pubkey)).reverse();
    expect(event?.action).toBe('doctor.removePhoto');
  });
});
