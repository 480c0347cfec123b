import type { Promotion } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  insertClinic,
  insertPatient,
  insertStaff,
  sqlRows,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';
import { call } from '../../../test/schedule-fixtures.js';
import { createTestApp, TEST_ADMIN, type Bearer, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import { sql } from 'drizzle-orm';

let t: TestApp;
let clinic: ClinicFixture;
let other: ClinicFixture;
let staff: Bearer;
let otherStaff: Bearer;
let admin: Bearer;
let service: string;

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t, 'Promo One');
  other = await insertClinic(t, 'Promo Two');
  staff = await bearerFor(t, await insertStaff(t, clinic));
  otherStaff = await bearerFor(t, await insertStaff(t, other));
  admin = await t.bearer(TEST_ADMIN.email);
  const created = await call(t, 'POST', '/api/services', admin, {
    nameAr: 'تنظيف الأسنان',
    nameEn: 'Teeth cleaning',
    priceHalalas: 20000,
    durationMinutes: 30,
  });
  service = created.body.pubkey;
}, 180_000);
afterAll(() => t.close());

const body = (overrides: object = {}) => ({
  titleAr: 'خصم التنظيف',
  titleEn: 'Cleaning discount',
  price: 7999,
  priceAfterDiscount: 599,
  validFrom: day(-1),
  validTo: day(10),
  servicePubkey: service,
  ...overrides,
});
const create = (as: Bearer | object, overrides: object = {}) =>
  call(t, 'POST', '/api/promotions', { ...as, 'accept-language': 'en' }, body(overrides));

describe('promotions', () => {
  it('staff create one in their own clinic, audited; the public sees it while it is valid', async () => {
    const res = await create(staff);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const promotion = res.body as Promotion;
    expect(promotion).toMatchObject({
      price: 7999,
      priceAfterDiscount: 599,
      service: { pubkey: service, nameEn: 'Teeth cleaning' },
      speciality: null,
      etablissement: { pubkey: clinic.etablissement.pubkey },
      active: true,
    });
    expect((await eventsOf(t, promotion.pubkey)).map((e) => e.action)).toEqual(['promotion.create']);
    const current = await call(t, 'GET', '/api/promotions/current');
    expect(current.status).toBe(200);
    expect((current.body as Promotion[]).map((p) => p.pubkey)).toContain(promotion.pubkey);
  });

  it('takes both prices as optional, and shows neither expired, future nor inactive ones publicly', async () => {
    const bare = await create(staff, { price: null, priceAfterDiscount: undefined, servicePubkey: undefined });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    expect(bare.body).toMatchObject({ price: null, priceAfterDiscount: null, service: null });
    const expired = (await create(staff, { validFrom: day(-10), validTo: day(-2) })).body as Promotion;
    const future = (await create(staff, { validFrom: day(3), validTo: day(5) })).body as Promotion;
    const inactive = (await create(staff, { active: false })).body as Promotion;
    const current = ((await call(t, 'GET', '/api/promotions/current')).body as Promotion[]).map((p) => p.pubkey);
    expect(current).toContain(bare.body.pubkey);
    for (const hidden of [expired, future, inactive]) expect(current).not.toContain(hidden.pubkey);
  });

  it('refuses a discount not below the price, dates out of order and two targets with localised 400s', async () => {
    const cases = [
      [{ priceAfterDiscount: 7999 }, 'body.priceAfterDiscount', 'The price after discount must be below the price.'],
      [{ validTo: day(-5) }, 'body.validTo', 'The end date cannot be before the start date.'],
      [{ specialityPubkey: 'A'.repeat(22) }, 'body.specialityPubkey', 'Choose a service or a speciality, not both.'],
      [{ price: -1 }, 'body.price', undefined],
      [{ price: 1.5 }, 'body.price', undefined],
      [{ titleAr: '  ' }, 'body.titleAr', undefined],
    ] as const;
    for (const [overrides, path, message] of cases) {
      const res = await create(staff, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const detail = (res.body.details as { path: string; message: string }[]).find((d) => d.path === path);
      expect(detail, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(detail!.message).toBe(message);
    }
    // Arabic is the default language.
    const arabic = await call(t, 'POST', '/api/promotions', staff, body({ priceAfterDiscount: 8000 }));
    expect(arabic.status).toBe(400);
    expect(arabic.body.details[0].message).toBe('يجب أن يكون السعر بعد الخصم أقل من السعر.');
  });

  it('checks the prices on the row a PATCH leaves, and the database holds the rule too', async () => {
    const promotion = (await create(staff)).body as Promotion;
    const res = await call(t, 'PATCH', `/api/promotions/${promotion.pubkey}`, staff, { price: 500 });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'body.priceAfterDiscount' });
    const dropped = await call(t, 'PATCH', `/api/promotions/${promotion.pubkey}`, staff, { priceAfterDiscount: null });
    expect(dropped.status).toBe(200);
    expect(dropped.body).toMatchObject({ price: 7999, priceAfterDiscount: null, service: { pubkey: service } });
    await expect(
      sqlRows(t, sql`update promotions set price_after_discount_halalas = 9000 where pubkey = ${promotion.pubkey}`),
    ).rejects.toThrow();
    await expect(
      sqlRows(t, sql`update promotions set valid_to = valid_from - 1 where pubkey = ${promotion.pubkey}`),
    ).rejects.toThrow();
    expect((await eventsOf(t, promotion.pubkey)).map((e) => e.action)).toEqual([
      'promotion.create',
      'promotion.update',
    ]);
  });

  it('keeps each clinic’s staff to their own: another clinic’s promotion is not found, not listed', async () => {
    const promotion = (await create(staff)).body as Promotion;
    expect((await call(t, 'PATCH', `/api/promotions/${promotion.pubkey}`, otherStaff, { active: false })).status).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `/api/promotions/${promotion.pubkey}`, otherStaff)).status).toBe(404);
    const theirs = await call(t, 'GET', '/api/promotions?limit=100', otherStaff);
    expect((theirs.body.data as Promotion[]).map((p) => p.pubkey)).not.toContain(promotion.pubkey);
    const mine = await call(t, 'GET', '/api/promotions?limit=100', staff);
    expect((mine.body.data as Promotion[]).map((p) => p.pubkey)).toContain(promotion.pubkey);
    // Staff cannot put one in another clinic; an admin must name the clinic.
    const elsewhere = await create(staff, { etablissementPubkey: other.etablissement.pubkey });
    expect(elsewhere.status).toBe(404);
    expect((await create(admin)).status).toBe(400);
    expect((await create(admin, { etablissementPubkey: other.etablissement.pubkey })).status).toBe(201);
  });

  it('is the staff’s and admins’ to write: a visitor gets 401, a patient 403; delete is audited', async () => {
    expect((await create({})).status).toBe(401);
    expect((await create(await bearerFor(t, await insertPatient(t)))).status).toBe(403);
    expect((await call(t, 'GET', '/api/promotions', {})).status).toBe(401);
    const promotion = (await create(staff)).body as Promotion;
    expect((await call(t, 'DELETE', `/api/promotions/${promotion.pubkey}`, staff)).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/promotions/${promotion.pubkey}`, staff)).status).toBe(404);
    expect((await eventsOf(t, promotion.pubkey)).map((e) => e.action)).toEqual([
      'promotion.create',
      'promotion.delete',
    ]);
  });

  it('answers 404 on the field for a service that does not exist', async () => {
    const res = await create(staff, { servicePubkey: 'B'.repeat(22) });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('CLINIC_SERVICE_NOT_FOUND');
  });
});
