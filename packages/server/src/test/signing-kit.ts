import { randomInt } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { EndowmentDraft, EndowmentInvitationDetail, EndowmentSigning, PersonDraft } from '@bayan/shared';
import { outbox } from '../modules/outbox/outbox.table.js';
import type { UserRow } from '../modules/users/users.table.js';
import { insertCompleteUser } from './complete-profile.js';
import { createDeed, endowmentsApi, insertEndower, validDeed, type Endower } from './endowments-kit.js';
import type { Bearer, TestApp } from './test-app.js';
import { bearerOf, multipart, nationalId } from './users-fixtures.js';

type Headers = Record<string, string>;

/** A supervisor or witness of a deed: an account holding the ID number the deed names. */
export interface Party {
  user: UserRow;
  as: Bearer;
}

/** A mobile in a range in service (055…), as a deed's phone field accepts it. */
export const inServiceMobile = () => `+96655${String(randomInt(10_000_000)).padStart(7, '0')}`;

export async function insertParty(t: TestApp, firstName: string, birthday = '1985-04-04'): Promise<Party> {
  const user = await insertCompleteUser(t, {
    phone: inServiceMobile(),
    firstName,
    fatherName: 'سالم',
    grandfatherName: 'علي',
    lastName: 'الدوسري',
    idNumber: nationalId(),
    birthday,
    gender: 'MALE',
  });
  return { user, as: await bearerOf(t, user.email!) };
}

/**
 * A party as the endower names them. The phone is the party's own confirmed one unless `phone` says
 * otherwise: that proves them on their first look (party-proof.ts), and their codes go to it.
 */
export const partyDraft = (key: string, party: Party, phone?: string): PersonDraft => ({
  key,
  kind: 'person',
  firstName: party.user.firstName ?? '',
  fatherName: 'سالم',
  grandfatherName: 'علي',
  lastName: 'الدوسري',
  idType: 'NID',
  idNumber: party.user.idNumber ?? '',
  birthday: '1985-04-04',
  gender: 'MALE',
  phone: phone ?? party.user.phone ?? '',
  email: party.user.email ?? '',
});

/** A client address of its own (the message calls' per-IP limit counts each apart). */
const testAddress = () => `10.29.${randomInt(256)}.${randomInt(1, 255)}`;

/** The issue-13 calls, with and without /v1. */
export function signingApi(t: TestApp) {
  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** The endower's signing code (each call from its own address: a message call of the caller's IP). */
  const submitCode = (as: Headers, deed: string, remoteAddress = testAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/endowments/${deed}/submit-code`, headers: as, remoteAddress });
  /** The submission itself, with what submit-code answered and the code (from its own address too). */
  const submitWith = (as: Headers, deed: string, body: object, remoteAddress = testAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/endowments/${deed}/submit`, headers: as, payload: body, remoteAddress });
  return {
    submitCode,
    submitWith,
    /** The endower's whole act: a code, read from the outbox, then the submission (the code call's refusal as is). */
    async submit(as: Headers, deed: string) {
      const sent = await submitCode(as, deed);
      if (sent.statusCode !== 202) return sent;
      const { hash, frozenAt } = sent.json<{ hash: string; frozenAt: string }>();
      return submitWith(as, deed, { code: await lastCodeQuoting(t, hash), hash, frozenAt });
    },
    reopen: (as: Headers, deed: string) => send('POST', `/v1/api/endowments/${deed}/reopen`, as),
    withdraw: (as: Headers, deed: string) => send('POST', `/api/endowments/${deed}/withdraw`, as),
    finalize: (as: Headers, deed: string) => send('POST', `/api/endowments/${deed}/finalize`, as),
    amend: (as: Headers, deed: string, reason: string) => send('POST', `/api/endowments/${deed}/amend`, as, { reason }),
    timeline: (as: Headers, deed: string) => send('GET', `/api/endowments/${deed}/timeline`, as),
    document: (as: Headers, deed: string) => send('GET', `/api/endowments/${deed}/document`, as),
    documentPdf: (as: Headers, deed: string) => send('GET', `/api/endowments/${deed}/document.pdf`, as),
    invitations: (as: Headers, query = '') => send('GET', `/api/endowment-invitations${query}`, as),
    invitation: (as: Headers, inv: string) => send('GET', `/v1/api/endowment-invitations/${inv}`, as),
    /** From its own address too: a code is a message call of the caller's IP. */
    otp: (as: Headers, inv: string, remoteAddress = testAddress()) =>
      t.app.inject({ method: 'POST', url: `/api/endowment-invitations/${inv}/otp`, headers: as, remoteAddress }),
    claimCode: (as: Headers, inv: string, remoteAddress = testAddress()) =>
      t.app.inject({ method: 'POST', url: `/api/endowment-invitations/${inv}/claim-code`, headers: as, remoteAddress }),
    claim: (as: Headers, inv: string, code: string) =>
      send('POST', `/api/endowment-invitations/${inv}/claim`, as, { code }),
    sign: (as: Headers, inv: string, body: { code: string; hash: string }) =>
      send('POST', `/api/endowment-invitations/${inv}/sign`, as, body),
    reject: (as: Headers, inv: string, reason: string) =>
      send('POST', `/api/endowment-invitations/${inv}/reject`, as, { reason }),
    wallet: (as: Headers) => send('GET', '/api/wallet', as),
    verify: (code: string, headers: Headers = {}, remoteAddress?: string) =>
      t.app.inject({ method: 'GET', url: `/api/verify/${code}`, headers, ...(remoteAddress ? { remoteAddress } : {}) }),
    async verifyPdf(code: string, bytes: Uint8Array) {
      const body = await multipart({}, { bytes, name: 'deed.pdf', type: 'application/pdf' });
      return t.app.inject({
        method: 'POST',
        url: `/api/verify/${code}/pdf`,
        headers: body.headers,
        payload: body.payload,
      });
    },
    async register(
      as: Headers,
      deed: string,
      fields: Record<string, string>,
      file?: { bytes: Uint8Array; name: string },
    ) {
      const body = await multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/endowments/${deed}/register`,
        headers: { ...as, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

/** The newest SMS the outbox holds for `phone`. */
export async function lastSmsTo(t: TestApp, phone: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The newest 6-digit code texted to `phone` (the signing OTP), read from the outbox. */
export async function lastCodeTo(t: TestApp, phone: string): Promise<string> {
  const row = await lastSmsTo(t, phone);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** The newest signing code whose SMS quotes `hash` (its first characters): the endower's, whose phone the kit does not hold. */
export async function lastCodeQuoting(t: TestApp, hash: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), like(outbox.body, `%${hash.slice(0, 8)}%`)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code quoting ${hash}`);
  return code;
}

/** Phones the endower enters for the parties instead of their accounts' own. */
export type PartyPhones = Partial<Record<'s1' | 'w1' | 'w2', string>>;

/** A deed's supervisor and two witnesses. */
export interface Parties {
  supervisor: Party;
  witness1: Party;
  witness2: Party;
}

/**
 * A complete deed naming fresh accounts (or the `parties` given, to name them in a second deed) as
 * its supervisor and two witnesses, with its ID file, not yet submitted.
 */
export async function signableDeed(t: TestApp, endower?: Endower, parties?: Parties, phones: PartyPhones = {}) {
  const owner = endower ?? (await insertEndower(t));
  const supervisor = parties?.supervisor ?? (await insertParty(t, 'سعد'));
  const witness1 = parties?.witness1 ?? (await insertParty(t, 'فهد'));
  const witness2 = parties?.witness2 ?? (await insertParty(t, 'ماجد'));
  const draft: EndowmentDraft = {
    ...validDeed(),
    endower: { ...validDeed().endower!, idNumber: owner.user.idNumber ?? '' },
    supervisors: [partyDraft('s1', supervisor, phones.s1)],
    witnesses: [partyDraft('w1', witness1, phones.w1), partyDraft('w2', witness2, phones.w2)],
  };
  const deed = await createDeed(t, owner.as, draft);
  const upload = await endowmentsApi(t).upload(owner.as, deed.pubkey);
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  return { owner, supervisor, witness1, witness2, signers: [supervisor, witness1, witness2], deed };
}

/** The deed of signableDeed, submitted (200 expected). */
export async function submittedDeed(t: TestApp, endower?: Endower, parties?: Parties, phones?: PartyPhones) {
  const made = await signableDeed(t, endower, parties, phones);
  const res = await signingApi(t).submit(made.owner.as, made.deed.pubkey);
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { ...made, signing: res.json<EndowmentSigning>() };
}

/** The party's open invitation to the deed, read (marks it VIEWED). */
export async function invitationOf(t: TestApp, party: Party, deed: string): Promise<EndowmentInvitationDetail> {
  const list = await signingApi(t).invitations(party.as);
  const item = list
    .json<{ data: { pubkey: string; deed: { pubkey: string } }[] }>()
    .data.find((i) => i.deed.pubkey === deed);
  if (!item) throw new Error(`no invitation: ${list.body}`);
  return (await signingApi(t).invitation(party.as, item.pubkey)).json<EndowmentInvitationDetail>();
}

/** The party signs its invitation to the deed: reads it, asks a code, signs with the code from the outbox. */
export async function signAs(t: TestApp, party: Party, deed: string) {
  const api = signingApi(t);
  const invitation = await invitationOf(t, party, deed);
  const otp = await api.otp(party.as, invitation.pubkey);
  if (otp.statusCode !== 202) throw new Error(`otp failed: ${otp.statusCode} ${otp.body}`);
  const code = await lastCodeTo(t, party.user.phone!);
  return api.sign(party.as, invitation.pubkey, { code, hash: invitation.hash });
}
