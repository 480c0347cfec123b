import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newPerson } from '../../test/auth-kit.js';
import { setSetting } from '../../test/settings-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRegistrationOpen = (value: boolean) => setSetting(t, 'registration_open', value);

describe('registration_open setting', () => {
  it('closes and reopens sign-up for both USER and PATIENT registrations', async () => {
    await setRegistrationOpen(false);
    for (const url of ['/api/auth/register', '/api/auth/patient-register']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: newPerson(),
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'AUTH_REGISTRATION_CLOSED',
        message: 'Registration is closed at the moment.',
      });
    }
    await setRegistrationOpen(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPerson() });
    expect(res.statusCode, res.body).toBe(201);
  });
});
