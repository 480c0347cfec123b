import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { inboxOf } from '../../../test/notice-kit.js';
import { setSetting } from '../../../test/settings-kit.js';
import { signAs, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bearerOf } from '../../../test/users-fixtures.js';

const DAY = 86_400_000;
const REMINDER = 'Reminder: a deed awaits your signature';
let t: TestApp;
const clock = new FakeClock(new Date('2026-11-01T08:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
}, 180_000);
afterAll(() => t.close());

const reminders = async (user: { id: number }) =>
  (await inboxOf(t, user)).filter((line) => line.startsWith(REMINDER)).length;

describe('reminders to pending signers', () => {
  it('go once per period to those who have not signed, never to those who did', async () => {
    const { deed, supervisor, witness1, witness2 } = await submittedDeed(t);
    expect((await signAs(t, supervisor, deed.pubkey)).statusCode).toBe(200);
    const remind = () => t.app.services.endowments.signing.remind();
    clock.advance(6 * DAY);
    expect(await remind()).toBe(0);
    clock.advance(DAY + 60_000);
    // Twice in a row (the job may run twice): one reminder each.
    expect(await remind()).toBe(2);
    expect(await remind()).toBe(0);
    expect([await reminders(witness1.user), await reminders(witness2.user), await reminders(supervisor.user)]).toEqual([
      1, 1, 0,
    ]);
    // The setting shortens the period; the next reminder counts from the last one.
    await setSetting(t, 'endowment_signing_reminder_days', 2);
    clock.advance(2 * DAY);
    expect(await remind()).toBe(2);
    expect(await reminders(witness1.user)).toBe(2);
    // A signer who signs is not reminded any more (logged in again: days have passed).
    const signer = { ...witness1, as: await bearerOf(t, witness1.user.email!) };
    expect((await signAs(t, signer, deed.pubkey)).statusCode).toBe(200);
    clock.advance(3 * DAY);
    expect(await remind()).toBe(1);
    expect([await reminders(witness1.user), await reminders(witness2.user)]).toEqual([2, 3]);
  }, 120_000);
});
