import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearerOf, eventsOf, FIXTURE_PASSWORD, insertUser, saudiMobile } from '../../test/users-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const editMe = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/v1/api/users/me', headers, payload });

describe('PATCH /api/users/me', () => {
  it('edits one’s own data and answers the profile, audited', async () => {
    const user = await insertUser(t, { isEmailVerified: true, isPhoneVerified: true, phone: '+966500000011' });
    const token = await bearerOf(t, user.email!);
    const res = await editMe({ firstName: 'نورة', birthday: '1990-05-01', gender: 'FEMALE' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      pubkey: user.pubkey,
      firstName: 'نورة',
      birthday: '1990-05-01',
      gender: 'FEMALE',
      is_email_confirmed: true,
      is_phone_confirmed: true,
    });
    const [event] = await eventsOf(t, user.pubkey);
    expect(event).toMatchObject({
      action: 'user.update_profile',
      actorId: user.id,
      before: { firstName: user.firstName },
      after: { firstName: 'نورة' },
    });
  });

  it('refuses a birth date outside ages 0 to 120 (a Hijri year typed as Gregorian), in the caller’s language', async () => {
    const user = await insertUser(t, { phone: '+966500000019' });
    const token = await bearerOf(t, user.email!);
    for (const [birthday, lang, message] of [
      ['1415-03-10', 'en', 'Enter a birth date between today and 120 years ago, in the calendar you chose.'],
      ['2999-01-01', 'ar', 'أدخل تاريخ ميلاد بين اليوم وقبل ١٢٠ سنة، بالتقويم الذي اخترته.'],
    ] as const) {
      const res = await editMe({ birthday }, { ...token, 'accept-language': lang });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.birthday', message })]);
    }
  });

  it('a new email or phone is no longer verified (changing them takes the current password)', async () => {
    const user = await insertUser(t, { isEmailVerified: true, isPhoneVerified: true, phone: '+966500000012' });
    const token = await bearerOf(t, user.email!);
    const same = await editMe({ email: user.email!.toUpperCase(), phone: '0500000012' }, token);
    expect(same.json<Profile>()).toMatchObject({ is_email_confirmed: true, is_phone_confirmed: true });
    const currentPassword = FIXTURE_PASSWORD;
    const email = await editMe({ email: `new-${user.email}`, currentPassword }, token);
    expect(email.json<Profile>()).toMatchObject({
      email: `new-${user.email}`,
      is_email_confirmed: false,
      is_phone_confirmed: true,
    });
    const phone = saudiMobile();
    const changed = await editMe({ phone, currentPassword }, token);
    expect(changed.json<Profile>()).toMatchObject({ phone: `+966${phone.slice(1)}`, is_phone_confirmed: false });
  });

  it('refuses an email or phone another account holds', async () => {
    const other = await insertUser(t, { phone: '+966500000013' });
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const body = { email: other.email!, phone: '0500000013', currentPassword: FIXTURE_PASSWORD };
    const res = await editMe(body, { ...token, 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'USERS_DUPLICATE',
      message: 'This email, phone or ID number cannot be used.',
      details: [
        { path: 'body.email', code: 'duplicate', message: 'This email is used by another account.' },
        { path: 'body.phone', code: 'duplicate', message: 'This phone number is used by another account.' },
      ],
    });
  });

  it('needs a login and at least one valid field', async () => {
    expect((await editMe({ firstName: 'x' })).statusCode).toBe(401);
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const empty = await editMe({}, { ...token, 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe('Provide at least one field.');
    // Fields outside the contract are dropped: a person cannot give themself a role.
    expect((await editMe({ role: 'ADMIN' }, token)).statusCode).toBe(400);
    const sneaky = await editMe({ role: 'ADMIN', status: 'ACTIVE', firstName: 'y' }, token);
    expect(sneaky.json<Profile>()).toMatchObject({ firstName: 'y', role: 'USER' });
  });
});
