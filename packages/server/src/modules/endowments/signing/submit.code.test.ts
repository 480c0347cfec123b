import { eq } from 'drizzle-orm';
import type { EndowmentSigning } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { endowmentsApi } from '../../../test/endowments-kit.js';
import { lastCodeTo, lastSmsTo, signableDeed, signingApi } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { endowments } from '../deeds/deeds.table.js';

/*
 * Issue 32 (walk finding 3): the endower's own signature (#0) is an act of its own, with the same
 * phone code as every party's: submit-code texts it, quoting the version and hash to be frozen,
 * and the submission takes it. Without it nothing is frozen, signed or sent.
 */

let t: TestApp;
let api: ReturnType<typeof signingApi>;
const clock = new FakeClock(new Date('2026-11-02T08:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
type SubmitCode = { phone: string; version: number; hash: string; frozenAt: string; expiresInSeconds: number };

async function statusOf(pubkey: string) {
  const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, pubkey));
  return row!.status;
}

describe('the endower’s signing code', () => {
  it('is required: a submission without it, or with a wrong one, freezes and sends nothing', async () => {
    clock.advance(61_000);
    const { deed, owner } = await signableDeed(t);
    const bare = await api.submitWith(owner.as, deed.pubkey, {});
    expect([bare.statusCode, codeOf(bare)]).toEqual([400, 'VALIDATION_FAILED']);

    const sent = await api.submitCode(owner.as, deed.pubkey);
    expect(sent.statusCode, sent.body).toBe(202);
    const answer = sent.json<SubmitCode>();
    expect(answer).toMatchObject({ version: 1, expiresInSeconds: 300 });
    expect(answer.phone).not.toBe(owner.user.phone);
    // The SMS to the endower's own phone quotes the version and the hash to be frozen.
    const sms = await lastSmsTo(t, owner.user.phone!);
    expect(sms?.body).toContain(`النسخة 1، البصمة ${answer.hash.slice(0, 8)}`);
    const code = await lastCodeTo(t, owner.user.phone!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const refused = await api.submitWith(owner.as, deed.pubkey, { ...answer, code: wrong });
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 'AUTH_OTP_INVALID']);
    expect(await statusOf(deed.pubkey)).toBe('DRAFT');

    const done = await api.submitWith(owner.as, deed.pubkey, { code, hash: answer.hash, frozenAt: answer.frozenAt });
    expect(done.statusCode, done.body).toBe(200);
    const signing = done.json<EndowmentSigning>();
    expect(signing.hash).toBe(answer.hash);
    expect(signing.versions[0]!.signers[0]).toMatchObject({ role: 'ENDOWER', state: 'SIGNED', method: 'OTP' });
    // The code signed once.
    const again = await api.submitWith(owner.as, deed.pubkey, { code, hash: answer.hash, frozenAt: answer.frozenAt });
    expect(codeOf(again)).toBe('ENDOWMENT_WRONG_STATE');
  });

  it('signs only the draft it quoted: an edit after the code is a 409, and the code is not spent', async () => {
    clock.advance(61_000);
    const { deed, owner } = await signableDeed(t);
    const answer = (await api.submitCode(owner.as, deed.pubkey)).json<SubmitCode>();
    const code = await lastCodeTo(t, owner.user.phone!);
    const edited = await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: deed.revision, notes: 'تغيير' });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await api.submitWith(owner.as, deed.pubkey, { ...answer, code });
    expect([stale.statusCode, codeOf(stale)]).toEqual([409, 'ENDOWMENT_HASH_MISMATCH']);
    expect(await statusOf(deed.pubkey)).toBe('DRAFT');
  });

  it('is not texted while a rule fails: the review’s 422', async () => {
    clock.advance(61_000);
    const { deed, owner } = await signableDeed(t);
    await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: deed.revision, witnesses: [] });
    const res = await api.submitCode(owner.as, deed.pubkey);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain('witnesses');
    expect(await lastSmsTo(t, owner.user.phone!)).toBeUndefined();
  });
});
