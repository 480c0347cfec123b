import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  snapshotHash,
  type Endowment,
  type EndowmentInvitation,
  type EndowmentInvitationDetail,
  type EndowmentSigning,
  type EndowmentVerification,
  type Page,
  type PersonDraft,
  type WalletItem,
} from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { outbox } from '../../outbox/outbox.table.js';
import { endowmentsApi } from '../../../test/endowments-kit.js';
import { inboxOf } from '../../../test/notice-kit.js';
import {
  insertParty,
  invitationOf,
  lastCodeTo,
  signableDeed,
  signAs,
  signingApi,
  submittedDeed,
} from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf, SAMPLE_FILES } from '../../../test/users-fixtures.js';
import { pdfsig } from '../../../test/pdf-tools.js';
import { endowments } from '../deeds/deeds.table.js';
import { sealFingerprintOf } from '../seal/seal-fingerprint.js';
import { endowmentSignatures, endowmentVersions } from './signing.table.js';

let t: TestApp;
let api: ReturnType<typeof signingApi>;
/** Real time, moved on where the endower asks a second signing code (one a minute per phone). */
const clock = new FakeClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('POST /api/endowments/:pubkey/submit', () => {
  it('freezes the canonical snapshot and its SHA-256 as version 1, signs #0 and invites every party', async () => {
    const { deed, signing, owner, supervisor, witness1 } = await submittedDeed(t);
    expect(signing).toMatchObject({ status: 'SUBMITTED', version: 1, docNumber: null });
    const [version] = await t.database.db.select().from(endowmentVersions);
    const stored = (
      await t.database.db.select().from(endowmentVersions).where(eq(endowmentVersions.contentHash, signing.hash!))
    )[0]!;
    expect(version).toBeDefined();
    expect(await snapshotHash(stored.snapshotText)).toBe(signing.hash);
    expect(JSON.parse(stored.snapshotText)).toMatchObject({ meta: { version: 1, endowerPubkey: owner.user.pubkey } });
    const [v1] = signing.versions;
    expect(v1!.signers.map((s) => [s.role, s.state, s.method])).toEqual([
      ['ENDOWER', 'SIGNED', 'OTP'],
      ['SUPERVISOR', 'INVITED', null],
      ['WITNESS', 'INVITED', null],
      ['WITNESS', 'INVITED', null],
    ]);
    expect(v1!.signers[2]!.maskedId).toMatch(/^1\*{6}\d{3}$/);
    // Live notice to the parties with an account, SMS to the deed's phones.
    expect(await inboxOf(t, supervisor.user)).toContain(
      'A deed awaits your signature: Review the version and its hash, then sign with a code sent to your phone, or refuse with a reason.',
    );
    const texts = await t.database.db.select().from(outbox).where(eq(outbox.recipient, witness1.user.phone!));
    // The link is the web app's signing page of that party's invitation.
    const witnessInvitation = await invitationOf(t, witness1, deed.pubkey);
    expect(
      texts.some(
        (m) => m.channel === 'sms' && m.body.includes(`/dashboard/endowments/invitations/${witnessInvitation.pubkey}`),
      ),
    ).toBe(true);
    const [event] = (await eventsOf(t, deed.pubkey)).filter((e) => e.action === 'endowment.submit');
    expect(event).toMatchObject({
      actorId: owner.user.id,
      after: { status: 'SUBMITTED', version: 1, hash: signing.hash },
    });
    // The draft is no longer editable, and a second submit is refused.
    const patch = await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: deed.revision, notes: 'x' });
    expect(codeOf(patch)).toBe('ENDOWMENT_NOT_DRAFT');
    expect(codeOf(await api.submit(owner.as, deed.pubkey))).toBe('ENDOWMENT_WRONG_STATE');
  });

  it('answers 422 with the review’s field details when a rule fails', async () => {
    const { signableDeed } = await import('../../../test/signing-kit.js');
    const { deed, owner } = await signableDeed(t);
    await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: deed.revision, witnesses: [] });
    const res = await api.submit(owner.as, deed.pubkey);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ code: string; details: { path: string }[] }>().details.map((d) => d.path)).toContain('witnesses');
  });
});

describe('an entity supervisor', () => {
  it('signs through its representative, matched by the ID the deed names: the deed reaches SIGNED_BY_ALL', async () => {
    const { owner, deed, supervisor, witness1, witness2 } = await signableDeed(t);
    const entity: PersonDraft = {
      key: 's1',
      kind: 'entity',
      firstName: 'مؤسسة البر الوقفية',
      idType: 'UNIFIED',
      idNumber: '7001234567',
      phone: supervisor.user.phone!,
      representativeName: 'سعد سالم علي الدوسري',
      representativeIdNumber: supervisor.user.idNumber!,
    };
    const saved = await endowmentsApi(t).patch(owner.as, deed.pubkey, {
      revision: deed.revision,
      supervisors: [entity],
    });
    expect(saved.json<Endowment>().supervisors[0]).toMatchObject({ kind: 'entity' });
    const named = await t.app.services.endowments.deedsNamingUser(supervisor.user.id);
    expect(named.map((d) => [d.pubkey, d.role])).toEqual([[deed.pubkey, 'SUPERVISOR']]);
    const submitted = await api.submit(owner.as, deed.pubkey);
    expect(submitted.statusCode, submitted.body).toBe(200);
    for (const party of [supervisor, witness1, witness2]) {
      const res = await signAs(t, party, deed.pubkey);
      expect(res.statusCode, res.body).toBe(200);
    }
    const timeline = (await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>();
    expect(timeline.status).toBe('SIGNED_BY_ALL');
    expect(timeline.versions[0]!.signers.find((s) => s.role === 'SUPERVISOR')).toMatchObject({
      name: 'مؤسسة البر الوقفية',
      state: 'SIGNED',
    });
  });
});

describe('the signing path', () => {
  it('goes SUBMITTED → UNDER_REVIEW → SIGNED_BY_ALL → FINAL (WQF number, stored PDF) → REGISTERED', async () => {
    const { deed, owner, supervisor, witness1, witness2 } = await submittedDeed(t);
    const first = await invitationOf(t, supervisor, deed.pubkey);
    expect(first).toMatchObject({ state: 'VIEWED', actionable: true, deed: { status: 'UNDER_REVIEW' } });
    expect(await snapshotHash(first.snapshotText)).toBe(first.hash);
    for (const party of [supervisor, witness1, witness2]) {
      const res = await signAs(t, party, deed.pubkey);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<EndowmentInvitation>()).toMatchObject({ state: 'SIGNED', actionable: false });
    }
    const [row] = await t.database.db
      .select()
      .from(endowmentSignatures)
      .where(eq(endowmentSignatures.pubkey, first.pubkey));
    expect(row).toMatchObject({ signedHash: first.hash, method: 'OTP', signerId: supervisor.user.id });
    expect(row!.userAgent).toBe('lightMyRequest');
    let timeline = (await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>();
    expect(timeline.status).toBe('SIGNED_BY_ALL');
    expect(await inboxOf(t, owner.user)).toContain(
      'Your endowment deed is signed by all; you can finalise it: Open the deed to follow its signatures.',
    );

    const final = await api.finalize(owner.as, deed.pubkey);
    expect(final.statusCode, final.body).toBe(200);
    timeline = final.json<EndowmentSigning>();
    expect(timeline.status).toBe('FINAL');
    expect(timeline.docNumber).toMatch(/^WQF-14\d\d-\d{6}$/);
    const pdf = await api.documentPdf(owner.as, deed.pubkey);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(timeline.pdfHash);
    // Sealed: the stored hash is the sealed bytes'; pdfsig finds the platform's valid PAdES signature.
    const seal = await t.app.services.endowments.signing.sealer.open();
    expect(sealFingerprintOf(pdf.rawPayload)).toBe(seal.fingerprint);
    expect(pdfsig(pdf.rawPayload)).toMatch(/Total document signed\n.*Signature Validation: Signature is Valid\./);
    // The parties read the same stored PDF.
    expect((await api.documentPdf(witness1.as, deed.pubkey)).rawPayload.equals(pdf.rawPayload)).toBe(true);

    // Public verification: the code of the QR, masked IDs, the PDF's hash.
    const verified = (await api.verify(timeline.verifyCode!)).json<EndowmentVerification>();
    expect(verified).toMatchObject({ status: 'FINAL', version: 1, hash: timeline.hash, superseded: false });
    expect(verified.docNumber).toBe(timeline.docNumber);
    expect(verified.sealFingerprint).toBe(seal.fingerprint);
    expect(verified.signers).toHaveLength(4);
    expect(verified.signers.every((s) => /^\d\*+\d{3}$/.test(s.maskedId) && s.signedAt !== null)).toBe(true);
    expect(JSON.stringify(verified)).not.toContain(witness1.user.idNumber!);
    expect((await api.verifyPdf(timeline.verifyCode!, pdf.rawPayload)).json()).toMatchObject({ matches: true });
    const other = Buffer.concat([pdf.rawPayload, Buffer.from('\n%%EOF\n')]);
    expect((await api.verifyPdf(timeline.verifyCode!, other)).json()).toMatchObject({ matches: false });

    const registered = await api.register(
      owner.as,
      deed.pubkey,
      { deedNumber: '٤٣٢١٠٩٨٧', hijriDate: '1447-02-10' },
      { bytes: SAMPLE_FILES.png, name: 'court.png' },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json<EndowmentSigning>()).toMatchObject({
      status: 'REGISTERED',
      registration: { deedNumber: '43210987', hijriDate: '1447-02-10' },
    });
    const actions = (await eventsOf(t, deed.pubkey)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'endowment.submit',
        'endowment.view',
        'endowment.sign',
        'endowment.signed_by_all',
        'endowment.finalize',
        'endowment.register',
      ]),
    );

    // Amend: a new DRAFT with amendmentOf; the old one untouched.
    const amend = await api.amend(owner.as, deed.pubkey, 'شرط محفوظ في الوثيقة');
    expect(amend.statusCode, amend.body).toBe(201);
    const amended = amend.json<EndowmentSigning>();
    expect(amended).toMatchObject({
      status: 'DRAFT',
      amendmentOf: { pubkey: deed.pubkey, docNumber: timeline.docNumber },
    });
    expect((await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>().status).toBe('REGISTERED');
  });

  it('a refusal sends the deed to CHANGES_REQUESTED and tells the endower', async () => {
    const { deed, owner, witness1, witness2 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness2, deed.pubkey);
    expect(codeOf(await api.reject(witness2.as, invitation.pubkey, 'x'))).toBe('VALIDATION_FAILED');
    const res = await api.reject(witness2.as, invitation.pubkey, 'الاسم مكتوب خطأ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EndowmentInvitation>()).toMatchObject({
      state: 'REJECTED',
      reason: 'الاسم مكتوب خطأ',
      actionable: false,
    });
    const timeline = (await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>();
    expect(timeline.status).toBe('CHANGES_REQUESTED');
    expect(timeline.versions[0]!.signers.find((s) => s.state === 'REJECTED')?.reason).toBe('الاسم مكتوب خطأ');
    // The refusing party's own page lists their reason too; another party's sees none.
    const own = (await api.invitation(witness2.as, invitation.pubkey)).json<EndowmentInvitationDetail>();
    expect(own.signers.find((s) => s.state === 'REJECTED')?.reason).toBe('الاسم مكتوب خطأ');
    const other = await invitationOf(t, witness1, deed.pubkey);
    expect(other.signers.find((s) => s.state === 'REJECTED')?.reason).toBeNull();
    expect((await inboxOf(t, owner.user)).some((line) => line.startsWith('Your endowment deed needs changes'))).toBe(
      true,
    );
  });

  it('reopening revokes every signature and bumps the version; the signer sees "re-sign required"', async () => {
    const { deed, owner, supervisor, witness1 } = await submittedDeed(t);
    expect((await signAs(t, supervisor, deed.pubkey)).statusCode).toBe(200);
    const before = await invitationOf(t, witness1, deed.pubkey);
    const reopened = await api.reopen(owner.as, deed.pubkey);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<EndowmentSigning>()).toMatchObject({ status: 'DRAFT', version: 2, hash: null });
    const v1 = reopened.json<EndowmentSigning>().versions[0]!;
    expect(v1.superseded).toBe(true);
    expect(v1.signers.every((s) => s.state === 'REVOKED')).toBe(true);
    // The old invitation can no longer be signed; the verification page says superseded.
    expect(codeOf(await api.sign(witness1.as, before.pubkey, { code: '123456', hash: before.hash }))).toBe(
      'ENDOWMENT_INVITATION_CLOSED',
    );
    expect((await api.verify(v1.verifyCode)).json()).toMatchObject({ superseded: true, latestVersion: 2 });
    const [listed] = (await api.invitations(supervisor.as)).json<Page<EndowmentInvitation>>().data;
    expect(listed).toMatchObject({ state: 'REVOKED', resignRequired: true });
    expect(await inboxOf(t, supervisor.user)).toContain(
      'The endowment deed was edited: re-sign required: Your signature of the previous version was revoked; you will be invited to the new one.',
    );
    // The reopened draft keeps its history: it cannot be deleted (withdrawn, yes).
    expect(codeOf(await endowmentsApi(t).remove(owner.as, deed.pubkey))).toBe('ENDOWMENT_WRONG_STATE');
    // An edit, then version 2 with a new hash and fresh invitations.
    const read = (await endowmentsApi(t).read(owner.as, deed.pubkey)).json<{ revision: number }>();
    await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: read.revision, notes: 'تعديل' });
    clock.advance(61_000);
    const again = (await api.submit(owner.as, deed.pubkey)).json<EndowmentSigning>();
    expect(again).toMatchObject({ status: 'SUBMITTED', version: 2 });
    expect(again.hash).not.toBe(before.hash);
    const [current] = (await api.invitations(supervisor.as)).json<Page<EndowmentInvitation>>().data;
    expect(current).toMatchObject({ state: 'INVITED', version: 2, resignRequired: true, actionable: true });
  });

  it('an invitation answers only its invitee (404 to anyone else), and refuses a wrong hash', async () => {
    const { deed, witness1 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness1, deed.pubkey);
    const stranger = await insertParty(t, 'غريب');
    expect((await api.invitation(stranger.as, invitation.pubkey)).statusCode).toBe(404);
    expect((await api.otp(stranger.as, invitation.pubkey)).statusCode).toBe(404);
    const res = await api.sign(stranger.as, invitation.pubkey, { code: '123456', hash: invitation.hash });
    expect([res.statusCode, codeOf(res)]).toEqual([404, 'ENDOWMENT_INVITATION_NOT_FOUND']);
    await api.otp(witness1.as, invitation.pubkey);
    const code = await lastCodeTo(t, witness1.user.phone!);
    const wrong = await api.sign(witness1.as, invitation.pubkey, { code, hash: 'a'.repeat(64) });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([409, 'ENDOWMENT_HASH_MISMATCH']);
    // The right hash with the same code still works: the refusal spent nothing.
    expect((await api.sign(witness1.as, invitation.pubkey, { code, hash: invitation.hash })).statusCode).toBe(200);
  });

  it('locks the code after five wrong attempts', async () => {
    const { deed, witness2 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness2, deed.pubkey);
    await api.otp(witness2.as, invitation.pubkey);
    const code = await lastCodeTo(t, witness2.user.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await api.sign(witness2.as, invitation.pubkey, { code: wrong, hash: invitation.hash }))).toBe(
        'AUTH_OTP_INVALID',
      );
    }
    const res = await api.sign(witness2.as, invitation.pubkey, { code, hash: invitation.hash });
    expect(codeOf(res)).toBe('AUTH_OTP_INVALID');
  });
});

describe('a settled deed', () => {
  it('is refused an update by the database itself, and its frozen snapshot too', async () => {
    const { deed, owner, signers } = await submittedDeed(t);
    for (const party of signers) expect((await signAs(t, party, deed.pubkey)).statusCode).toBe(200);
    expect((await api.finalize(owner.as, deed.pubkey)).statusCode).toBe(200);
    const { db } = t.database;
    // What the database answers a raw statement (drizzle wraps the error: its cause is the database's).
    const refusal = (query: SQL) =>
      db.execute(query).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const deedId = sql`(select id from endowments where pubkey = ${deed.pubkey})`;
    expect(await refusal(sql`update endowments set introduction = 'مزوّر' where pubkey = ${deed.pubkey}`)).toMatch(
      /settled deed cannot be changed/,
    );
    expect(await refusal(sql`update endowments set status = 'DRAFT' where pubkey = ${deed.pubkey}`)).toMatch(/settled/);
    expect(await refusal(sql`update endowment_persons set first_name = 'زيد' where endowment_id = ${deedId}`)).toMatch(
      /settled/,
    );
    expect(await refusal(sql`delete from endowment_assets where endowment_id = ${deedId}`)).toMatch(/settled/);
    // The expense lines (0025's trigger) and the reward (a column of the deed) are settled too.
    expect(await refusal(sql`update endowment_expenses set label = 'بند' where endowment_id = ${deedId}`)).toMatch(
      /settled/,
    );
    expect(
      await refusal(sql`insert into endowment_expenses (endowment_id, position, key) values (${deedId}, 5, 'e9')`),
    ).toMatch(/settled/);
    expect(await refusal(sql`update endowments set reward_value = '50' where pubkey = ${deed.pubkey}`)).toMatch(
      /settled deed cannot be changed/,
    );
    expect(
      await refusal(
        sql`update endowment_versions set snapshot_text = snapshot_text || ' ' where endowment_id = ${deedId}`,
      ),
    ).toMatch(/frozen/);
    expect(
      await refusal(sql`update endowment_versions set pdf_hash = ${'0'.repeat(64)} where endowment_id = ${deedId}`),
    ).toMatch(/frozen/);
    expect(await refusal(sql`delete from endowments where pubkey = ${deed.pubkey}`)).toMatch(/settled/);
    const [row] = await db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    expect(row!.status).toBe('FINAL');
  });
});

describe('GET /api/wallet and the verification page', () => {
  it('lists the caller’s deeds by role; an unknown code is a clear 404', async () => {
    const { deed, owner, supervisor, witness1 } = await submittedDeed(t);
    const mine = (await api.wallet(owner.as)).json<Page<WalletItem>>().data.find((i) => i.deed.pubkey === deed.pubkey);
    expect(mine).toMatchObject({ role: 'ENDOWER', deed: { status: 'SUBMITTED', version: 1 }, invitation: null });
    // A draft never sent is version 1 too, never 0 (walk finding 34).
    const draft = await signableDeed(t, owner);
    const listed = (await api.wallet(owner.as))
      .json<Page<WalletItem>>()
      .data.find((i) => i.deed.pubkey === draft.deed.pubkey);
    expect(listed?.deed).toMatchObject({ status: 'DRAFT', version: 1 });
    const theirs = (await api.wallet(supervisor.as)).json<Page<WalletItem>>().data;
    expect(theirs).toEqual([
      expect.objectContaining({ role: 'SUPERVISOR', invitation: expect.objectContaining({ state: 'INVITED' }) }),
    ]);
    expect((await api.wallet(witness1.as)).json<Page<WalletItem>>().data[0]).toMatchObject({ role: 'WITNESS' });
    const unknown = await api.verify('A'.repeat(22), { 'accept-language': 'en' });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'ENDOWMENT_VERIFICATION_NOT_FOUND']);
    expect(unknown.json<{ message: string }>().message).toContain('Unknown verification code');
    // The document preview: parties may read it, anyone else not.
    const html = await api.document(witness1.as, deed.pubkey);
    expect([html.statusCode, html.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html.body).toContain('مسودة');
    const stranger = await insertParty(t, 'غريب');
    expect((await api.document(stranger.as, deed.pubkey)).statusCode).toBe(404);
  });
});

describe('POST /api/endowments/:pubkey/withdraw', () => {
  it('withdraws before FINAL: read-only, invitations revoked; a FINAL deed cannot be withdrawn', async () => {
    const { deed, owner, witness1 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness1, deed.pubkey);
    const res = await api.withdraw(owner.as, deed.pubkey);
    expect(res.statusCode, res.body).toBe(200);
    const withdrawn = res.json<EndowmentSigning>();
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(withdrawn.versions[0]!.signers.every((s) => s.state === 'REVOKED')).toBe(true);
    expect(codeOf(await api.otp(witness1.as, invitation.pubkey))).toBe('ENDOWMENT_INVITATION_CLOSED');
    expect(codeOf(await api.reopen(owner.as, deed.pubkey))).toBe('ENDOWMENT_WRONG_STATE');
    expect(codeOf(await api.withdraw(owner.as, deed.pubkey))).toBe('ENDOWMENT_WRONG_STATE');
    const read = (await endowmentsApi(t).read(owner.as, deed.pubkey)).json<{ revision: number }>();
    const patch = await endowmentsApi(t).patch(owner.as, deed.pubkey, { revision: read.revision, notes: 'x' });
    expect(codeOf(patch)).toBe('ENDOWMENT_NOT_DRAFT');
    // Someone else's deed is not found, whatever the call.
    expect((await api.withdraw(witness1.as, deed.pubkey)).statusCode).toBe(404);
  });
});

describe('GET /api/verify/:code rate limit', () => {
  it('answers 429 past the limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api.verify('B'.repeat(22), {}, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back.
    expect((await api.verify('B'.repeat(22), {}, '198.51.100.8')).statusCode).toBe(404);
  });
});
