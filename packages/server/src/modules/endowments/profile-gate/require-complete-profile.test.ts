import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/http/app-error.js';
import { completeProfile, insertCompleteUser } from '../../../test/complete-profile.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertUser } from '../../../test/users-fixtures.js';
import { requireCompleteProfile } from './require-complete-profile.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (userId: number, lang: 'ar' | 'en') =>
  requireCompleteProfile(t.database.db, userId, lang).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('requireCompleteProfile', () => {
  it('passes a complete profile', async () => {
    const user = await insertCompleteUser(t);
    await expect(requireCompleteProfile(t.database.db, user.id)).resolves.toBeUndefined();
  });

  it('refuses an incomplete one with ENDOWMENT_PROFILE_INCOMPLETE, naming each missing fact in the caller’s language', async () => {
    const user = await insertUser(t);
    await completeProfile(t, user.id, { grandfatherName: null, isEmailVerified: false, postalCode: null });
    const en = await refusal(user.id, 'en');
    expect(en).toBeInstanceOf(AppError);
    expect(en).toMatchObject({
      code: 'ENDOWMENT_PROFILE_INCOMPLETE',
      details: [
        { path: 'profile.grandfatherName', code: 'missing', message: 'Your grandfather’s name is missing.' },
        { path: 'profile.emailVerified', code: 'missing', message: 'Verify your email address.' },
        {
          path: 'profile.nationalAddress',
          code: 'missing',
          message: expect.stringContaining('national address') as string,
        },
      ],
    });
    expect(await refusal(user.id, 'ar')).toMatchObject({
      details: expect.arrayContaining([
        { path: 'profile.grandfatherName', code: 'missing', message: 'اسم الجد مطلوب.' },
      ]) as unknown,
    });
  });

  it('the extras (gender, a document) are not needed', async () => {
    const user = await insertCompleteUser(t, { gender: null, fileKey: null });
    await expect(requireCompleteProfile(t.database.db, user.id)).resolves.toBeUndefined();
  });
});
