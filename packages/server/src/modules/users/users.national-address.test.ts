import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIONAL_ADDRESS_MAX, type Profile } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearerOf, eventsOf, findUserRow, insertUser } from '../../test/users-fixtures.js';
import { eq } from 'drizzle-orm';
import { users } from './users.table.js';

const eqId = (id: number) => eq(users.id, id);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const editMe = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/v1/api/users/me', headers, payload });

const ADDRESS = {
  buildingNumber: '٢١٢١',
  street: ' طريق الملك فهد ',
  district: 'العليا',
  secondaryDistrict: 'العليا الشمالي',
  city: 'الرياض',
  postalCode: '١٢٢١٤',
  additionalNumber: '7432',
  shortAddress: 'raha3443',
  country: ' المملكة العربية السعودية',
  latitude: 24.7136,
  longitude: 46.6753,
};

describe('the national address on one’s own profile', () => {
  it('is saved normalised (Arabic-Indic digits, capitals, trimmed), read on the profile and audited', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const res = await editMe({ nationalAddress: ADDRESS }, token);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...ADDRESS,
      buildingNumber: '2121',
      street: 'طريق الملك فهد',
      postalCode: '12214',
      shortAddress: 'RAHA3443',
      country: 'المملكة العربية السعودية',
    };
    expect(res.json<Profile>().nationalAddress).toEqual(saved);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: token });
    expect(profile.json<Profile>().nationalAddress).toEqual(saved);
    const [event] = await eventsOf(t, user.pubkey);
    expect(event).toMatchObject({
      action: 'user.update_profile',
      before: { nationalAddress: null },
      after: { nationalAddress: saved },
    });
  });

  it('refuses a bad postal code on its field, in Arabic and English', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    for (const [lang, message] of [
      ['ar', 'الرمز البريدي خمسة أرقام.'],
      ['en', 'The postal code is 5 digits.'],
    ] as const) {
      const res = await editMe(
        { nationalAddress: { ...ADDRESS, postalCode: '١٢٢١' } },
        { ...token, 'accept-language': lang },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([
        expect.objectContaining({ path: 'body.nationalAddress.postalCode', message }),
      ]);
    }
    expect((await findUserRow(t, user.pubkey))?.postalCode).toBeNull();
  });

  it('refuses a country or secondary district past its length on its field, in Arabic and English (issue 33)', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    for (const part of ['country', 'secondaryDistrict'] as const) {
      for (const lang of ['ar', 'en'] as const) {
        const res = await editMe(
          { nationalAddress: { ...ADDRESS, [part]: 'س'.repeat(NATIONAL_ADDRESS_MAX[part] + 1) } },
          { ...token, 'accept-language': lang },
        );
        expect(res.statusCode, res.body).toBe(400);
        const [detail] = res.json<{ details: { path: string; message: string }[] }>().details;
        expect(detail?.path).toBe(`body.nationalAddress.${part}`);
        expect(detail?.message).toMatch(lang === 'ar' ? /[\u0600-\u06ff]/ : /^[ -~]+$/);
      }
    }
    expect((await findUserRow(t, user.pubkey))?.country).toBeNull();
  });

  it('keeps a half-filled address (empty parts stored as nothing), and null clears it', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const half = await editMe({ nationalAddress: { city: 'جدة', postalCode: '', buildingNumber: '  ' } }, token);
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json<Profile>().nationalAddress).toMatchObject({ city: 'جدة', postalCode: null, buildingNumber: null });
    const cleared = await editMe({ nationalAddress: null }, token);
    expect(cleared.json<Profile>().nationalAddress).toBeNull();
  });

  it('a map position needs both latitude and longitude', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const res = await editMe(
      { nationalAddress: { city: 'جدة', latitude: 21.5 } },
      { ...token, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({
        path: 'body.nationalAddress.longitude',
        message: 'A map position needs both latitude and longitude.',
      }),
    ]);
  });

  it('the database refuses a malformed code however it is written', async () => {
    const user = await insertUser(t);
    const write = (values: Partial<typeof users.$inferInsert>) =>
      t.database.db.update(users).set(values).where(eqId(user.id));
    await expect(write({ postalCode: '١٢٢١٤' })).rejects.toThrow();
    await expect(write({ buildingNumber: '212' })).rejects.toThrow();
    await expect(write({ shortAddress: 'raha3443' })).rejects.toThrow();
    await expect(write({ latitude: 24.7 })).rejects.toThrow();
  });
});
