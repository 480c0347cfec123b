import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, Speciality } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { auditOf, call, created, doctorIn, idOf, newClinic, uniqueWord } from '../../../test/directory-fixtures.js';
import { doctors } from '../doctors/doctors.table.js';

let t: TestApp;
let admin: Bearer;
const word = uniqueWord();

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(() => t.close());

const listed = async (url: string) => {
  const res = await call(t, 'GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { pubkey: string }[]; total: number };
};

describe('specialities', () => {
  let cardiology: Speciality;
  let dermatology: Speciality;

  beforeAll(async () => {
    cardiology = await created(t, admin, '/api/specialities', { nameAr: 'طبّ القلب', nameEn: `Cardiology ${word}` });
    dermatology = await created(t, admin, '/api/specialities', { nameAr: 'الجلدية', nameEn: `Dermatology ${word}` });
  });

  it('are listed to anyone, searched without diacritics, filtered by the clinics their doctors work in', async () => {
    expect((await listed(`/api/specialities?q=${encodeURIComponent('طب القلب')}`)).data.map((s) => s.pubkey)).toContain(
      cardiology.pubkey,
    );
    expect((await listed(`/v1/api/specialities?q=${word}&sort=-nameEn`)).data.map((s) => s.pubkey)).toEqual([
      dermatology.pubkey,
      cardiology.pubkey,
    ]);
    const clinic = await newClinic(t, admin, word);
    const doctor = await doctorIn(t, await idOf(t, 'etablissements', clinic.pubkey), null);
    const specialityId = await idOf(t, 'specialities', cardiology.pubkey);
    await t.database.db.update(doctors).set({ specialityId }).where(eq(doctors.userId, doctor.user.id));
    const inClinic = await listed(`/api/specialities?etablissement=${clinic.pubkey}`);
    expect(inClinic).toMatchObject({ total: 1, data: [{ pubkey: cardiology.pubkey }] });
  });

  it('are changed and deleted by an admin, audited; one a doctor has is kept (409)', async () => {
    const renamed = await call(t, 'PATCH', `/api/specialities/${dermatology.pubkey}`, admin, {
      nameAr: 'الأمراض الجلدية',
    });
    expect(renamed.body).toMatchObject({ nameAr: 'الأمراض الجلدية', nameEn: dermatology.nameEn });
    expect((await call(t, 'DELETE', `/api/specialities/${dermatology.pubkey}`, admin)).status).toBe(204);
    expect((await auditOf(t, dermatology.pubkey)).map((e) => e.action)).toEqual([
      'speciality.create',
      'speciality.update',
      'speciality.delete',
    ]);
    const kept = await call(t, 'DELETE', `/api/specialities/${cardiology.pubkey}`, admin);
    expect(kept).toEqual({
      status: 409,
      body: { code: 'CLINIC_SPECIALITY_IN_USE', message: 'لا يمكن حذف التخصص: أطباء مسجّلون فيه.' },
    });
    const gone = await call(t, 'PATCH', `/api/specialities/${dermatology.pubkey}`, admin, { nameEn: 'x' });
    expect(gone.body.code).toBe('CLINIC_SPECIALITY_NOT_FOUND');
  });

  it('refuse a blank name with localised details', async () => {
    const ar = await call(t, 'POST', '/api/specialities', admin, { nameAr: '  ', nameEn: 'Eyes' });
    expect(ar.status).toBe(400);
    expect(ar.body.details).toEqual([{ path: 'body.nameAr', code: 'too_small', message: 'أدخل نصاً.' }]);
    const en = await call(t, 'POST', '/api/specialities', { ...admin, 'accept-language': 'en' }, { nameEn: 'Eyes' });
    expect(en.body.details).toEqual([{ path: 'body.nameAr', code: 'invalid_type', message: 'Please enter text.' }]);
  });
});

describe('services', () => {
  const service = (name: string, priceHalalas: number, durationMinutes = 30) =>
    created(t, admin, '/api/services', {
      nameAr: `خدمة ${name}`,
      nameEn: `${name} ${word}`,
      priceHalalas,
      durationMinutes,
    });

  it('keep prices as integer halalas: 150.50 SAR is 15050, and refuse riyals with decimals', async () => {
    const cleaning = await service('Cleaning', 15_050, 45);
    expect(cleaning).toMatchObject({ priceHalalas: 15_050, durationMinutes: 45 });
    for (const priceHalalas of [150.5, '15050', -1, 10_000_001]) {
      const res = await call(t, 'POST', '/api/services', admin, {
        nameAr: 'س',
        nameEn: 's',
        priceHalalas,
        durationMinutes: 30,
      });
      expect(res.status, JSON.stringify(priceHalalas)).toBe(400);
      expect(res.body.details[0].path).toBe('body.priceHalalas');
    }
    const zero = await call(t, 'POST', '/api/services', admin, {
      nameAr: 'س',
      nameEn: 's',
      priceHalalas: 0,
      durationMinutes: 0,
    });
    expect(zero.body.details).toEqual([expect.objectContaining({ path: 'body.durationMinutes' })]);
  });

  it('are public, sorted by price and filtered by a price range in halalas', async () => {
    const xray = await service('X-ray', 30_000);
    const checkup = await service('Checkup', 9_950);
    const page = await listed(`/api/services?q=${word}&sort=-priceHalalas`);
    expect(page.data.map((s) => s.pubkey).slice(0, 2)).toEqual([xray.pubkey, expect.any(String)]);
    const cheap = await listed(`/api/services?q=${word}&maxPrice=${encodeURIComponent('١٠٠٠٠')}`);
    expect(cheap.data.map((s) => s.pubkey)).toEqual([checkup.pubkey]);
    expect((await listed(`/api/services?q=${word}&minPrice=15050&maxPrice=15050`)).total).toBe(1);
  });

  it('change price and length, audited; an unused one is deleted', async () => {
    const massage = await service('Massage', 20_000);
    const res = await call(t, 'PATCH', `/api/services/${massage.pubkey}`, admin, { priceHalalas: 22_500 });
    expect(res.body as Service).toMatchObject({ priceHalalas: 22_500, durationMinutes: 30 });
    expect((await auditOf(t, massage.pubkey))[1]).toMatchObject({
      before: { priceHalalas: 20_000 },
      after: { priceHalalas: 22_500 },
    });
    expect((await call(t, 'DELETE', `/api/services/${massage.pubkey}`, admin)).status).toBe(204);
  });
});
