import { and, eq, like } from 'drizzle-orm';
import type { EndowmentInvitation, EndowmentVerification, Page, WalletItem } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { outbox } from '../../outbox/outbox.table.js';
import { users } from '../../users/users.table.js';
import { inboxOf } from '../../../test/notice-kit.js';
import {
  inServiceMobile,
  insertParty,
  lastCodeTo,
  signAs,
  signingApi,
  submittedDeed,
  type Party,
} from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bearerOf, eventsOf, FIXTURE_PASSWORD, insertUser, nationalId } from '../../../test/users-fixtures.js';
import { endowmentPartyClaims } from './signing.table.js';

/*
 * Issue 29 (high): an account that types the ID number of a deed's party must not see or sign the
 * deed as that person. The party proves control of the phone the endower entered for them first.
 */

let t: TestApp;
let api: ReturnType<typeof signingApi>;
const clock = new FakeClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

const listOf = async (party: Party) => (await api.invitations(party.as)).json<Page<EndowmentInvitation>>().data;
const smsTo = (phone: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')));

describe('a party named by an ID number that another account typed', () => {
  it('sees that an invitation exists, and nothing of the deed; every act asks for the proof first', async () => {
    // The witness the endower named has no account; `claimer` typed their ID number on its own.
    const realPhone = inServiceMobile();
    const { deed, signing, witness1: claimer } = await submittedDeed(t, undefined, undefined, { w1: realPhone });

    const [item] = await listOf(claimer);
    expect(item).toMatchObject({ role: 'WITNESS', state: 'INVITED', proven: false, deed: null });
    expect(item!.partyPhone).toMatch(/^\+9665\*+\d{2}$/);
    expect(item!.partyPhone!.endsWith(realPhone.slice(-2))).toBe(true);
    expect(JSON.stringify(item)).not.toContain(realPhone);

    const proof = { code: 'ENDOWMENT_PARTY_PROOF_REQUIRED' };
    const pubkey = item!.pubkey;
    for (const res of [
      await api.invitation(claimer.as, pubkey),
      await t.app.inject({ url: `/api/endowment-invitations/${pubkey}/document`, headers: claimer.as }),
      await api.otp(claimer.as, pubkey),
      await api.sign(claimer.as, pubkey, { code: '123456', hash: signing.hash! }),
      await api.reject(claimer.as, pubkey, 'ليس لي علاقة'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject(proof);
    }
    // Nor through the wallet or the deed's own document.
    const wallet = (await api.wallet(claimer.as)).json<Page<WalletItem>>();
    expect(wallet.data.map((w) => w.deed.pubkey)).not.toContain(deed.pubkey);
    expect((await api.document(claimer.as, deed.pubkey)).statusCode).toBe(404);
    // No live notice either: the inbox is for the party who proved it.
    expect((await inboxOf(t, claimer.user)).join('\n')).not.toContain('A deed awaits your signature');
    // The invitation's SMS went to the phone the endower entered, never to the claimer's.
    expect((await smsTo(realPhone)).some((m) => m.body.includes(pubkey))).toBe(true);
    expect((await smsTo(claimer.user.phone!)).length).toBe(0);

    // The proof's code goes to that phone too: the claimer never sees it, and a guess does not pass.
    const sent = await api.claimCode(claimer.as, pubkey);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<{ phone: string }>().phone.endsWith(realPhone.slice(-2))).toBe(true);
    expect(await lastCodeTo(t, realPhone)).toMatch(/^\d{6}$/);
    expect((await smsTo(claimer.user.phone!)).length).toBe(0);
    const guess = await api.claim(claimer.as, pubkey, '000000');
    expect(guess.statusCode).toBe(400);
    expect((await listOf(claimer))[0]).toMatchObject({ proven: false, deed: null });

    // The public page still shows the witness as not signed.
    const verified = (await api.verify(signing.verifyCode!)).json<EndowmentVerification>();
    expect(verified.signers.filter((s) => s.role === 'WITNESS').map((s) => s.state)).toEqual(['INVITED', 'INVITED']);
  });

  it('the real party proves the phone by its code, then reads and signs, the signing code going to that phone', async () => {
    const deedPhone = inServiceMobile();
    const { deed, witness1 } = await submittedDeed(t, undefined, undefined, { w1: deedPhone });
    const [item] = await listOf(witness1);
    expect(item).toMatchObject({ proven: false, deed: null });

    expect((await api.claimCode(witness1.as, item!.pubkey)).statusCode).toBe(202);
    const claimed = await api.claim(witness1.as, item!.pubkey, await lastCodeTo(t, deedPhone));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<EndowmentInvitation>()).toMatchObject({ proven: true, deed: { pubkey: deed.pubkey } });
    const [event] = (await eventsOf(t, deed.pubkey)).filter(
      (e) => e.action === 'endowment.claim_party' && e.actorId === witness1.user.id,
    );
    expect(event).toMatchObject({ after: { role: 'WITNESS', method: 'CODE', invitation: item!.pubkey } });
    expect(JSON.stringify(event)).not.toContain(deedPhone);

    const detail = await api.invitation(witness1.as, item!.pubkey);
    expect(detail.statusCode).toBe(200);
    const otp = await api.otp(witness1.as, item!.pubkey);
    expect(otp.statusCode, otp.body).toBe(202);
    const before = (await smsTo(witness1.user.phone!)).length;
    const code = await lastCodeTo(t, deedPhone);
    const signed = await api.sign(witness1.as, item!.pubkey, { code, hash: item!.hash });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<EndowmentInvitation>().state).toBe('SIGNED');
    expect((await smsTo(witness1.user.phone!)).length).toBe(before);
  });

  it('once proven, the party stays with that account: another account holding the ID number later is not it', async () => {
    const deedPhone = inServiceMobile();
    const { witness1 } = await submittedDeed(t, undefined, undefined, { w1: deedPhone });
    const [item] = await listOf(witness1);
    await api.claimCode(witness1.as, item!.pubkey);
    expect((await api.claim(witness1.as, item!.pubkey, await lastCodeTo(t, deedPhone))).statusCode).toBe(200);

    // The number moves to another account, which even holds the deed's phone, confirmed.
    const idNumber = witness1.user.idNumber!;
    await t.database.db.update(users).set({ idNumber: null }).where(eq(users.id, witness1.user.id));
    const other = await insertParty(t, 'آخر');
    await t.database.db
      .update(users)
      .set({ idNumber, phone: deedPhone, isPhoneVerified: true })
      .where(eq(users.id, other.user.id));
    expect(await listOf(other)).toEqual([]);
    expect((await api.invitation(other.as, item!.pubkey)).statusCode).toBe(404);
    expect((await api.claimCode(other.as, item!.pubkey)).statusCode).toBe(404);
  });

  it('a party whose confirmed phone is the one the endower entered is proven on sight, audited once', async () => {
    const { deed, supervisor } = await submittedDeed(t);
    expect((await listOf(supervisor))[0]).toMatchObject({ proven: true, deed: { pubkey: deed.pubkey } });
    await listOf(supervisor);
    // Bound when the submission looked for whom to tell in their inbox: once per party, by no one.
    const events = (await eventsOf(t, deed.pubkey)).filter((e) => e.action === 'endowment.claim_party');
    expect(events.map((e) => [e.actorId, (e.after as { role: string }).role])).toEqual([
      [null, 'SUPERVISOR'],
      [null, 'WITNESS'],
      [null, 'WITNESS'],
    ]);
    expect(events.every((e) => (e.after as { method: string }).method === 'ACCOUNT_PHONE')).toBe(true);
    expect(await inboxOf(t, supervisor.user)).toContain(
      'A deed awaits your signature: Review the version and its hash, then sign with a code sent to your phone, or refuse with a reason.',
    );
  });
});

describe('the ID number of a party, and the SUPERADMIN’s release', () => {
  const editMe = (party: Party, idNumber: string | null) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: party.as,
      payload: { idNumber, currentPassword: FIXTURE_PASSWORD },
      remoteAddress: `10.31.0.${party.user.id % 250}`,
    });

  it('does not move while it names a party still to sign a deed out for signing; it does once they signed', async () => {
    const { deed, witness1 } = await submittedDeed(t);
    for (const next of [nationalId(), null]) {
      const refused = await editMe(witness1, next);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ENDOWMENT_PARTY_IN_SIGNING' });
    }
    expect((await signAs(t, witness1, deed.pubkey)).statusCode).toBe(200);
    expect((await editMe(witness1, nationalId())).statusCode).toBe(200);
  });

  it('a release takes the account’s claims: the real person then proves the party with the number', async () => {
    const deedPhone = inServiceMobile();
    const { witness1: taker } = await submittedDeed(t, undefined, undefined, { w1: deedPhone });
    const [item] = await listOf(taker);
    // The taker somehow held the phone for a moment: the party is bound to their account.
    await api.claimCode(taker.as, item!.pubkey);
    expect((await api.claim(taker.as, item!.pubkey, await lastCodeTo(t, deedPhone))).statusCode).toBe(200);
    const idNumber = taker.user.idNumber!;

    const boss = await insertUser(t, { role: 'SUPERADMIN', isEmailVerified: true });
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/users/${taker.user.pubkey}/release-id-number`,
      headers: await bearerOf(t, boss.email!),
      payload: { reason: 'The holder of the number proved it at the desk' },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await t.database.db.select().from(endowmentPartyClaims)).not.toContainEqual(
      expect.objectContaining({ accountId: taker.user.id, idNumber }),
    );

    const real = await insertParty(t, 'صاحب الرقم');
    await t.database.db.update(users).set({ idNumber }).where(eq(users.id, real.user.id));
    const [theirs] = await listOf(real);
    expect(theirs).toMatchObject({ pubkey: item!.pubkey, proven: false });
    clock.advance(61_000);
    expect((await api.claimCode(real.as, item!.pubkey)).statusCode).toBe(202);
    const claimed = await api.claim(real.as, item!.pubkey, await lastCodeTo(t, deedPhone));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<EndowmentInvitation>().proven).toBe(true);
  });
});

describe('deed notices and the message limits', () => {
  it('texts a party once however often the deed is submitted and reopened', async () => {
    const deedPhone = inServiceMobile();
    const { deed, owner } = await submittedDeed(t, undefined, undefined, { w2: deedPhone });
    // Five submissions in all: the endower signs each with a code, five an hour per phone, a minute apart.
    for (let round = 0; round < 4; round += 1) {
      expect((await api.reopen(owner.as, deed.pubkey)).statusCode).toBe(200);
      clock.advance(61_000);
      const again = await api.submit(owner.as, deed.pubkey);
      expect(again.statusCode, again.body).toBe(200);
    }
    const invitations = (await smsTo(deedPhone)).filter((m) => m.body.includes('/dashboard/endowments/invitations/'));
    expect(invitations).toHaveLength(1);
  });

  it('counts a submission as a message call of the caller’s IP: the 21st in an hour is a 429', async () => {
    const { deed, owner } = await submittedDeed(t);
    const address = '10.77.0.1';
    // The call that texts the endower's code counts, refused or not: it allows one submission.
    for (let call = 0; call < 20; call += 1)
      expect((await api.submitCode(owner.as, deed.pubkey, address)).statusCode).toBe(409);
    const limited = await api.submitCode(owner.as, deed.pubkey, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('sends one recipient at most five deed notices an hour, whatever the deeds', async () => {
    const deedPhone = inServiceMobile();
    for (let deed = 0; deed < 7; deed += 1) await submittedDeed(t, undefined, undefined, { s1: deedPhone });
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, deedPhone), like(outbox.body, '%/dashboard/endowments/invitations/%')));
    expect(sent).toHaveLength(5);
  });
});
