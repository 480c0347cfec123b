import { desc, eq } from 'drizzle-orm';
import type { EndowmentInvitationDetail } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import {
  invitationOf,
  lastCodeTo,
  lastSmsTo,
  signingApi,
  submittedDeed,
  type Party,
} from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The signing code is bound to one invitation, i.e. to (deed, version, hash): PRODUCT.md §8 and
 * the waqf notes' signing rules. A code sent for one invitation signs nothing else.
 */

let t: TestApp;
let api: ReturnType<typeof signingApi>;
const clock = new FakeClock(new Date('2026-11-02T08:00:00Z'));
/** The phone may have a new code once a minute: move past that gap between two requests. */
const AFTER_GAP = 61_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

async function askCode(party: Party, invitation: string, lang = 'ar') {
  clock.advance(AFTER_GAP);
  const res = await api.otp({ ...party.as, 'accept-language': lang }, invitation);
  expect(res.statusCode, res.body).toBe(202);
  return lastCodeTo(t, party.user.phone!);
}

const sign = (party: Party, invitation: EndowmentInvitationDetail, code: string) =>
  api.sign(party.as, invitation.pubkey, { code, hash: invitation.hash });

describe('the signing code of an invitation', () => {
  it('does not sign another invitation of the same signer; its own still signs with it', async () => {
    const a = await submittedDeed(t);
    const b = await submittedDeed(t, undefined, a);
    const { supervisor } = a;
    const invitationA = await invitationOf(t, supervisor, a.deed.pubkey);
    const invitationB = await invitationOf(t, supervisor, b.deed.pubkey);
    const codeA = await askCode(supervisor, invitationA.pubkey);
    const wrong = await sign(supervisor, invitationB, codeA);
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'AUTH_OTP_INVALID']);
    // The try on B spent none of A's attempts, and A's code was not replaced.
    expect((await sign(supervisor, invitationA, codeA)).statusCode).toBe(200);
    // B signs with a code of its own.
    expect((await sign(supervisor, invitationB, await askCode(supervisor, invitationB.pubkey))).statusCode).toBe(200);
  });

  it('does not sign a newer version of the same deed', async () => {
    const { deed, owner, witness1 } = await submittedDeed(t);
    const v1 = await invitationOf(t, witness1, deed.pubkey);
    const codeV1 = await askCode(witness1, v1.pubkey);
    expect((await api.reopen(owner.as, deed.pubkey)).statusCode).toBe(200);
    expect((await api.submit(owner.as, deed.pubkey)).statusCode).toBe(200);
    const v2 = await invitationOf(t, witness1, deed.pubkey);
    expect(v2).toMatchObject({ version: 2, actionable: true });
    expect(codeOf(await sign(witness1, v2, codeV1))).toBe('AUTH_OTP_INVALID');
    expect((await sign(witness1, v2, await askCode(witness1, v2.pubkey))).statusCode).toBe(200);
  });

  it('is replaced by a new code for the same invitation, and lasts 5 minutes', async () => {
    const { deed, witness2 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness2, deed.pubkey);
    const first = await askCode(witness2, invitation.pubkey);
    const second = await askCode(witness2, invitation.pubkey);
    if (first !== second) expect(codeOf(await sign(witness2, invitation, first))).toBe('AUTH_OTP_INVALID');
    clock.advance(5 * 60_000 + 1_000);
    expect(codeOf(await sign(witness2, invitation, second))).toBe('AUTH_OTP_INVALID');
    const third = await askCode(witness2, invitation.pubkey);
    expect(third).toMatch(/^\d{6}$/);
    expect((await sign(witness2, invitation, third)).statusCode).toBe(200);
  });

  it('is stored with its invitation’s scope, so a row moved to another invitation does not verify', async () => {
    const a = await submittedDeed(t);
    const invitationA = await invitationOf(t, a.supervisor, a.deed.pubkey);
    const code = await askCode(a.supervisor, invitationA.pubkey);
    const b = await submittedDeed(t, undefined, a);
    const invitationB = await invitationOf(t, a.supervisor, b.deed.pubkey);
    const { phoneCodes } = await import('../../verification/verification.table.js');
    const [row] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, a.supervisor.user.id))
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    expect(row!.scope).toBe(`${invitationA.pubkey}:${a.deed.pubkey}:1:${invitationA.hash}`);
    // Someone rewriting the row's scope to B's invitation still cannot sign B: the scope is in the hash.
    await t.database.db
      .update(phoneCodes)
      .set({ scope: `${invitationB.pubkey}:${b.deed.pubkey}:1:${invitationB.hash}` })
      .where(eq(phoneCodes.id, row!.id));
    expect(codeOf(await sign(a.supervisor, invitationB, code))).toBe('AUTH_OTP_INVALID');
  });
});

describe('the signing code’s SMS', () => {
  const smsTo = async (phone: string) => (await lastSmsTo(t, phone))!;

  it('names the deed, its version and the hash’s first characters, in Arabic and in English', async () => {
    const { deed, supervisor } = await submittedDeed(t);
    const invitation = await invitationOf(t, supervisor, deed.pubkey);
    const { endowerName } = invitation.deed;
    const prefix = invitation.hash.slice(0, 8);

    const codeAr = await askCode(supervisor, invitation.pubkey, 'ar');
    const ar = await smsTo(supervisor.user.phone!);
    expect(ar.subject).toBe('رمز توقيع وثيقة الوقف');
    expect(ar.body).toBe(
      `رمز توقيع وثيقة الوقف في بيان: ${codeAr}\nلتوقيع وقف ${endowerName}، النسخة 1، البصمة ${prefix}…\n` +
        'قارن البصمة بما تراه على الشاشة قبل التوقيع. الرمز صالح لمدة 5 دقائق لهذه النسخة وحدها؛ لا تشاركه مع أحد.',
    );
    expect(ar.body).not.toContain(invitation.hash.slice(0, 9));

    const codeEn = await askCode(supervisor, invitation.pubkey, 'en');
    const en = await smsTo(supervisor.user.phone!);
    expect(en.subject).toBe('Endowment deed signing code');
    expect(en.body).toContain(`Your Bayan endowment signing code: ${codeEn}\n`);
    expect(en.body).toContain(`To sign the endowment deed of ${endowerName}, version 1, hash ${prefix}…`);
    expect(en.body).not.toContain('verification code');
    // The code read first: the readers of the outbox (and a phone's autofill) take the first 6 digits.
    expect(/\d{6}/.exec(en.body)![0]).toBe(codeEn);
  });
});
