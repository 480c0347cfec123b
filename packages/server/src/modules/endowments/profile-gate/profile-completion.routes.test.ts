import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCompletion } from '@bayan/shared';
import { completeProfile, COMPLETE_NATIONAL_ADDRESS } from '../../../test/complete-profile.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bearerOf, insertUser, nationalId } from '../../../test/users-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function completionOf(email: string): Promise<ProfileCompletion> {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile/completion', headers: await bearerOf(t, email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfileCompletion>();
}

describe('GET /api/profile/completion', () => {
  it('answers only a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/completion' });
    expect(res.statusCode).toBe(401);
  });

  it('a new account with two names: please fill, everything else missing in the form’s order', async () => {
    const user = await insertUser(t);
    expect(await completionOf(user.email!)).toEqual({
      stage: 'pleaseFill',
      missing: [
        'fatherName',
        'grandfatherName',
        'idNumber',
        'birthday',
        'phoneVerified',
        'emailVerified',
        'nationalAddress',
      ],
      missingExtras: ['gender', 'document'],
      done: 2,
      total: 9,
      complete: false,
    });
  });

  it('five of nine: almost at the minimum', async () => {
    const user = await insertUser(t, { fatherName: 'سعد', grandfatherName: 'فهد', idNumber: nationalId() });
    expect(await completionOf(user.email!)).toMatchObject({ stage: 'almostMinimum', done: 5, complete: false });
  });

  it('every required fact: minimum reached, the extras still listed', async () => {
    const user = await completeProfile(t, (await insertUser(t)).id);
    expect(await completionOf(user.email!)).toEqual({
      stage: 'minimumReached',
      missing: [],
      missingExtras: ['gender', 'document'],
      done: 9,
      total: 9,
      complete: true,
    });
  });

  it('the extras too (gender and an uploaded file): finished', async () => {
    const user = await insertUser(t, {
      gender: 'FEMALE',
      fileKey: 'k',
      fileName: 'id.pdf',
      fileType: 'application/pdf',
    });
    await completeProfile(t, user.id);
    expect(await completionOf(user.email!)).toMatchObject({ stage: 'finished', missingExtras: [], complete: true });
  });

  it('an address without its city, an unverified phone or an unbound ID number does not count', async () => {
    const user = await insertUser(t);
    await completeProfile(t, user.id, { city: null });
    expect((await completionOf(user.email!)).missing).toEqual(['nationalAddress']);
    await completeProfile(t, user.id, { ...COMPLETE_NATIONAL_ADDRESS, isPhoneVerified: false });
    expect((await completionOf(user.email!)).missing).toEqual(['phoneVerified']);
    await completeProfile(t, user.id, { isPhoneVerified: true, idNumber: null, pendingIdNumber: nationalId() });
    expect((await completionOf(user.email!)).missing).toEqual(['idNumber']);
  });
});
