import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, User } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { NewUserRow } from './users.table.js';
import { lastMessage, messageCount } from '../../test/auth-kit.js';
import { openAdminApp, type Bearer, type TestApp } from '../../test/test-app.js';
import {
  bearerOf,
  eventsOf,
  FIXTURE_PASSWORD,
  findUserRow,
  insertUser,
  multipart,
  nationalId,
  saudiMobile,
} from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
/** What the test's hook saw, and the accounts whose number it refuses to move (a deed in signing). */
const seen: { before: { accountId: number; from: string }[]; released: { accountId: number; idNumber: string }[] } = {
  before: [],
  released: [],
};
const inSigning = new Set<number>();

beforeAll(async () => {
  ({ t, admin, superadmin } = await openAdminApp());
  t.app.services.users.idNumbers.register({
    beforeChange: async (change) => {
      seen.before.push(change);
      if (inSigning.has(change.accountId)) throw new AppError('ENDOWMENT_PARTY_IN_SIGNING');
    },
    afterRelease: async (change) => {
      seen.released.push(change);
    },
  });
});
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const e164 = (local: string) => `+966${local.slice(1)}`;
/** An address of its own for each caller, so the files' probes never meet the per-IP limit by chance. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A verified account with an email, a phone and (unless `null`) an ID number, logged in, calling from `ip`. */
async function account(idNumber: string | null = nationalId(), ip = newIp(), values: Partial<NewUserRow> = {}) {
  const user = await insertUser(t, {
    isEmailVerified: true,
    isPhoneVerified: true,
    phone: e164(saudiMobile()),
    idNumber,
    ...values,
  });
  const auth = await bearerOf(t, user.email!);
  const editMe = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/v1/api/users/me',
      headers: { ...auth, ...EN },
      payload,
      remoteAddress: ip,
    });
  return { user, editMe };
}

const adminPatch = async (pubkey: string, fields: Record<string, string>, headers: Bearer, ip: string) => {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...EN },
    remoteAddress: ip,
  });
};
const release = (pubkey: string, payload: object, headers: Bearer) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/api/users/${pubkey}/release-id-number`,
    headers: { ...headers, ...EN },
    payload,
  });

describe('PATCH /api/users/me: one’s own ID number (issue 29)', () => {
  it('takes the current password to change, set or clear it, as an email change does', async () => {
    const { user, editMe } = await account();
    const missing = await editMe({ idNumber: nationalId() });
    expect(missing.statusCode, missing.body).toBe(403);
    expect(missing.json()).toMatchObject({
      code: 'USERS_REAUTH_REQUIRED',
      message: 'Enter your current password to change your email, mobile number or ID number.',
      details: [{ path: 'body.currentPassword', code: 'required' }],
    });
    const wrong = await editMe({ idNumber: nationalId(), currentPassword: 'not-the-password-at-all' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'AUTH_WRONG_PASSWORD']);
    expect((await editMe({ idNumber: null })).json().code).toBe('USERS_REAUTH_REQUIRED');
    expect((await findUserRow(t, user.pubkey))!.idNumber).toBe(user.idNumber);

    // The number it holds, sent back with the rest of the form, asks nothing.
    const same = await editMe({ firstName: 'Same', idNumber: user.idNumber });
    expect(same.statusCode, same.body).toBe(200);

    const next = nationalId();
    const changed = await editMe({ idNumber: next, currentPassword: FIXTURE_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Profile>().idNumber).toBe(next);
    const cleared = await editMe({ idNumber: null, currentPassword: FIXTURE_PASSWORD });
    expect(cleared.json<Profile>().idNumber).toBeNull();

    // Setting one for the first time too.
    const bare = await account(null);
    expect((await bare.editMe({ idNumber: nationalId() })).json().code).toBe('USERS_REAUTH_REQUIRED');
    expect((await bare.editMe({ idNumber: nationalId(), currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
  });

  it('tells the account, at its email and phone, that its ID number changed (not the number)', async () => {
    const { user, editMe } = await account();
    const next = nationalId();
    expect((await editMe({ idNumber: next, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    const email = await lastMessage(t.app, user.email!);
    expect(email).toMatchObject({ channel: 'email' });
    expect(email.body).toContain('The ID number on your Bayan account was changed.');
    expect(email.body).toContain('contact support');
    const sms = await lastMessage(t.app, user.phone!);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms.body).toContain('Contact support');
    for (const message of [email, sms]) expect(message.body).not.toMatch(new RegExp(`${next}|${user.idNumber}`));

    // No notice when the number does not change.
    expect((await editMe({ firstName: 'Again', idNumber: next })).statusCode).toBe(200);
    expect(await messageCount(t.app, user.email!)).toBe(1);

    // An unconfirmed phone may be anyone's: it is not texted.
    const phone = e164(saudiMobile());
    const unconfirmed = await account(nationalId(), newIp(), { phone, isPhoneVerified: false });
    expect((await unconfirmed.editMe({ idNumber: null, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    expect(await messageCount(t.app, unconfirmed.user.email!)).toBe(1);
    expect(await messageCount(t.app, phone)).toBe(0);
  });

  it('limits the numbers tried to 10 an hour per account, whatever the answer: the 11th is a 429 with Retry-After', async () => {
    const holder = await account();
    const { user, editMe } = await account();
    const tries: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const idNumber = i === 4 ? holder.user.idNumber : nationalId();
      const res = await editMe({ idNumber, currentPassword: FIXTURE_PASSWORD });
      tries.push(res.statusCode);
      if (i === 4)
        expect(res.json()).toEqual({
          code: 'USERS_DUPLICATE',
          message: 'This email, phone or ID number cannot be used.',
          details: [{ path: 'body.idNumber', code: 'duplicate', message: 'This ID number cannot be used.' }],
        });
    }
    expect(tries).toEqual([200, 200, 200, 200, 409, 200, 200, 200, 200, 200]);
    const held = (await findUserRow(t, user.pubkey))!.idNumber;
    for (const idNumber of [nationalId(), holder.user.idNumber]) {
      const limited = await editMe({ idNumber, currentPassword: FIXTURE_PASSWORD });
      expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Other edits, and the number it holds, are not limited.
    expect((await editMe({ firstName: 'Still', idNumber: held })).statusCode).toBe(200);
    expect((await findUserRow(t, user.pubkey))!.idNumber).toBe(held);
  });

  it('limits them to 30 an hour per IP across accounts', async () => {
    const ip = newIp();
    for (let n = 0; n < 3; n += 1) {
      const { editMe } = await account(null, ip);
      for (let i = 0; i < 10; i += 1)
        expect((await editMe({ idNumber: nationalId(), currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    }
    const { editMe } = await account(null, ip);
    expect((await editMe({ idNumber: nationalId(), currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(429);
  });

  it('is refused while a module objects (a deed in signing names the number), changing nothing', async () => {
    const { user, editMe } = await account();
    inSigning.add(user.id);
    const refused = await editMe({ idNumber: nationalId(), currentPassword: FIXTURE_PASSWORD });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ENDOWMENT_PARTY_IN_SIGNING']);
    expect((await editMe({ idNumber: null, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(409);
    expect(seen.before).toContainEqual({ accountId: user.id, from: user.idNumber });
    expect((await findUserRow(t, user.pubkey))!.idNumber).toBe(user.idNumber);
    expect(await messageCount(t.app, user.email!)).toBe(0);
    // The rest of the profile still saves.
    expect((await editMe({ firstName: 'Signing', idNumber: user.idNumber })).statusCode).toBe(200);
    inSigning.delete(user.id);
  });
});

describe('the admin’s edits of an ID number', () => {
  it('ask the modules too, through the users edit and through users.accounts.update (the clinic desk)', async () => {
    const target = await insertUser(t, { idNumber: nationalId() });
    inSigning.add(target.id);
    const refused = await adminPatch(target.pubkey, { idNumber: nationalId() }, admin, newIp());
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ENDOWMENT_PARTY_IN_SIGNING']);
    const accounts = t.app.services.users.accounts;
    await expect(accounts.update(target.id, { idNumber: nationalId() })).rejects.toMatchObject({
      code: 'ENDOWMENT_PARTY_IN_SIGNING',
    });
    await expect(accounts.update(target.id, { idNumber: null })).rejects.toMatchObject({
      code: 'ENDOWMENT_PARTY_IN_SIGNING',
    });
    expect((await findUserRow(t, target.pubkey))!.idNumber).toBe(target.idNumber);
    // Other columns, or the same number, pass.
    expect((await adminPatch(target.pubkey, { firstName: 'Kept' }, admin, newIp())).statusCode).toBe(200);
    await accounts.update(target.id, { idNumber: target.idNumber, gender: 'MALE' });
    inSigning.delete(target.id);
    expect((await adminPatch(target.pubkey, { idNumber: nationalId() }, admin, newIp())).statusCode).toBe(200);
  });

  it('take one of the admin’s ID-number probes each, on create and on update: the 11th is a 429', async () => {
    const holder = await insertUser(t, { idNumber: nationalId() });
    const ip = newIp();
    const boss = await insertUser(t, { role: 'SUPERADMIN', isEmailVerified: true });
    const auth = await bearerOf(t, boss.email!);
    const create = async (idNumber: string) => {
      const body = await multipart({
        firstName: 'Probe',
        lastName: 'Target',
        email: `p-${randomInt(1e9)}@t.local`,
        idNumber,
      });
      return t.app.inject({
        method: 'POST',
        url: '/v1/api/users',
        payload: body.payload,
        headers: { ...auth, ...body.headers, ...EN },
        remoteAddress: ip,
      });
    };
    const target = await insertUser(t);
    const tries: number[] = [];
    for (let i = 0; i < 5; i += 1) tries.push((await create(i === 2 ? holder.idNumber! : nationalId())).statusCode);
    for (let i = 0; i < 5; i += 1)
      tries.push(
        (await adminPatch(target.pubkey, { idNumber: i === 1 ? holder.idNumber! : nationalId() }, auth, ip)).statusCode,
      );
    expect(tries).toEqual([201, 201, 409, 201, 201, 200, 409, 200, 200, 200]);
    const held = (await findUserRow(t, target.pubkey))!.idNumber!;
    for (const limited of [
      await create(nationalId()),
      await adminPatch(target.pubkey, { idNumber: holder.idNumber! }, auth, ip),
    ]) {
      expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await adminPatch(target.pubkey, { idNumber: held, firstName: 'Same' }, auth, ip)).statusCode).toBe(200);
  });

  it('of one’s own number go through the profile', async () => {
    const self = await insertUser(t, { role: 'ADMIN', isEmailVerified: true, idNumber: nationalId() });
    const res = await adminPatch(self.pubkey, { idNumber: nationalId() }, await bearerOf(t, self.email!), newIp());
    expect([res.statusCode, res.json().code]).toEqual([409, 'USERS_SELF_CONTACT']);
  });
});

describe('POST /api/users/:pubkey/release-id-number: the support path', () => {
  it('is a SUPERADMIN’s only, with a reason', async () => {
    const holder = await insertUser(t, { idNumber: nationalId() });
    const asAdmin = await release(holder.pubkey, { reason: 'The real holder came in person' }, admin);
    expect([asAdmin.statusCode, asAdmin.json().code]).toEqual([403, 'FORBIDDEN']);
    const asUser = await release(holder.pubkey, { reason: 'Mine' }, await bearerOf(t, holder.email!));
    expect(asUser.statusCode).toBe(403);
    for (const payload of [{}, { reason: ' a ' }, { reason: 'x'.repeat(501) }]) {
      const res = await release(holder.pubkey, payload, superadmin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].path).toBe('body.reason');
    }
    expect((await findUserRow(t, holder.pubkey))!.idNumber).toBe(holder.idNumber);
    expect(seen.released.filter((r) => r.accountId === holder.id)).toEqual([]);
  });

  it('clears the number, skips the refusal hooks, runs the release hooks, tells the account, audited; the number is then free', async () => {
    const { user: holder } = await account();
    const idNumber = holder.idNumber!;
    inSigning.add(holder.id);
    const res = await release(holder.pubkey, { reason: 'The real holder proved the number in person' }, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ pubkey: holder.pubkey, idNumber: null });
    expect(await findUserRow(t, holder.pubkey)).toMatchObject({ idNumber: null, pendingIdNumber: null });
    expect(seen.released).toContainEqual({ accountId: holder.id, idNumber });
    expect(seen.before.filter((change) => change.accountId === holder.id)).toEqual([]);
    inSigning.delete(holder.id);

    const [event] = (await eventsOf(t, holder.pubkey)).filter((e) => e.action === 'user.release_id_number');
    expect(event).toMatchObject({
      before: { idNumber },
      after: { idNumber: null, reason: 'The real holder proved the number in person' },
    });
    const email = await lastMessage(t.app, holder.email!);
    expect(email.body).toContain('Support removed the ID number from your Bayan account');
    expect((await lastMessage(t.app, holder.phone!)).body).toContain('support removed the ID number');

    const realHolder = await account(null);
    const taken = await realHolder.editMe({ idNumber, currentPassword: FIXTURE_PASSWORD });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Profile>().idNumber).toBe(idNumber);

    const again = await release(holder.pubkey, { reason: 'Twice by mistake' }, superadmin);
    expect([again.statusCode, again.json().code]).toEqual([409, 'USERS_NO_ID_NUMBER']);
  });

  it('reaches a deleted account, and clears an unbound copy of the number', async () => {
    const idNumber = nationalId();
    const gone = await insertUser(t, { status: 'DELETED', idNumber });
    expect((await release(gone.pubkey, { reason: 'Held by a deleted account' }, superadmin)).statusCode).toBe(200);
    const unbound = await insertUser(t, { pendingIdNumber: idNumber });
    const res = await release(unbound.pubkey, { reason: 'Registered with it while it was taken' }, superadmin);
    expect(res.json<User>().idNumber).toBeNull();
    expect(seen.released).toContainEqual({ accountId: unbound.id, idNumber });
    expect((await release('NoSuchUserWithThisKey0', { reason: 'Nobody' }, superadmin)).statusCode).toBe(404);
  });
});
