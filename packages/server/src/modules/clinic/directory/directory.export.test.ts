import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Etablissement } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { accountWith, call, created, csvOf, newClinic, uniqueWord } from '../../../test/directory-fixtures.js';

let t: TestApp;
let admin: Bearer;
let staff: Bearer;
let clinic: Etablissement;
const word = uniqueWord();
const en = (bearer: Bearer) => ({ ...bearer, 'accept-language': 'en' });

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  clinic = await newClinic(t, admin, word, { phone: '920012345', weekendDays: [5, 6], address: '=HYPERLINK("x")' });
  const other = await newClinic(t, admin, `${word} other`);
  staff = (await accountWith(t, 'STAFF', clinic.pubkey)).bearer;
  const section = await created(t, staff, '/api/sections', { nameAr: 'العيون', nameEn: `Eyes ${word}` });
  await created(t, staff, '/api/rooms', { sectionPubkey: section.pubkey, name: `7, east ${word}` });
  await created(t, admin, '/api/rooms', { etablissementPubkey: other.pubkey, name: `8 ${word}` });
  await created(t, admin, '/api/services', {
    nameAr: 'تنظيف',
    nameEn: `Clean ${word}`,
    priceHalalas: 15_005,
    durationMinutes: 40,
  });
});
afterAll(() => t.close());

describe('CSV exports of the directory', () => {
  it('clinics: the list’s filters, weekdays named in the caller’s language, formulas neutralised', async () => {
    const ar = await csvOf(t, `/api/etablissements/export?q=${word}&sort=nameEn`, admin);
    expect(ar.res.headers['content-disposition']).toMatch(/^attachment; filename="etablissements-[\d-]+\.csv"$/);
    expect(ar.header).toBe(
      'الاسم بالعربية,الاسم بالإنجليزية,العنوان,الهاتف,أيام العطلة,وقت الفتح,وقت الإغلاق,المنطقة الزمنية,الوصف,تاريخ الإنشاء (بتوقيت الرياض),آخر تعديل (بتوقيت الرياض)',
    );
    expect(ar.rows).toHaveLength(2);
    expect(ar.rows[0]).toMatch(
      new RegExp(
        `^عيادة ${word},Clinic ${word},"'=HYPERLINK\\(""x""\\)",920012345,الجمعة السبت,09:00,21:00,Asia/Riyadh,,`,
      ),
    );
    const english = await csvOf(t, `/api/etablissements/export?q=${word}&openOn=6`, en(admin));
    expect(english.header).toMatch(/^Name \(Arabic\),Name \(English\),Address,Phone,Weekend days,Opens,Closes,/);
    expect(english.rows).toEqual([expect.stringContaining(`Clinic ${word} other,,,Friday,09:00,21:00`)]);
  });

  it('services: the price in SAR with two decimals', async () => {
    const { header, rows } = await csvOf(t, `/api/services/export?q=${word}`, en(admin));
    expect(header).toBe(
      'Name (Arabic),Name (English),Price (SAR),Duration (minutes),Created (Riyadh time),Updated (Riyadh time)',
    );
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^تنظيف,Clean ${word},150\\.05,40,`))]);
  });

  it('specialities: an empty export is a header alone', async () => {
    const { header, rows } = await csvOf(t, `/api/specialities/export?q=${word}`, admin);
    expect(header).toBe('الاسم بالعربية,الاسم بالإنجليزية,تاريخ الإنشاء (بتوقيت الرياض),آخر تعديل (بتوقيت الرياض)');
    expect(rows).toEqual([]);
  });

  it('sections and rooms: STAFF get their own clinic’s only', async () => {
    const sections = await csvOf(t, `/api/sections/export?q=${word}`, en(staff));
    expect(sections.header).toBe('Clinic,Name (Arabic),Name (English),Created (Riyadh time),Updated (Riyadh time)');
    expect(sections.rows).toEqual([expect.stringMatching(new RegExp(`^Clinic ${word},العيون,Eyes ${word},`))]);
    const rooms = await csvOf(t, `/api/rooms/export?q=${word}`, staff);
    expect(rooms.header).toBe('العيادة,القسم,الغرفة,التفاصيل,تاريخ الإنشاء (بتوقيت الرياض),آخر تعديل (بتوقيت الرياض)');
    expect(rooms.rows).toEqual([expect.stringMatching(new RegExp(`^عيادة ${word},العيون,"7, east ${word}",,`))]);
    expect((await csvOf(t, `/api/rooms/export?q=${word}`, admin)).rows).toHaveLength(2);
    expect((await csvOf(t, `/api/rooms/export?etablissement=AAAAAAAAAAAAAAAAAAAAAA`, admin)).rows).toEqual([]);
  });

  it('are refused to callers the lists are not for', async () => {
    expect((await call(t, 'GET', '/api/etablissements/export')).status).toBe(401);
    expect((await call(t, 'GET', '/api/services/export', staff)).status).toBe(403);
    const doctor = (await accountWith(t, 'DOCTOR')).bearer;
    expect((await call(t, 'GET', '/api/rooms/export', doctor)).status).toBe(403);
  });
});
