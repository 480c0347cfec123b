import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';
import {
  bearer,
  e164,
  lastCode,
  lastLinkToken,
  lastMessage,
  newPerson,
  randomIdNumber,
  register,
} from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.5.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** A sign-up answer with what differs by nature (tokens, public id) and what the caller typed masked out. */
function shapeOf(res: LightMyRequestResponse, typed: Record<string, unknown>) {
  const body = res.json();
  const profile = { ...body.profile, pubkey: 'X' };
  for (const field of ['email', 'idNumber', 'firstName', 'lastName', 'birthday']) {
    if (profile[field] === typed[field]) profile[field] = 'TYPED';
  }
  if (profile.phone === e164(String(typed.phone))) profile.phone = 'TYPED';
  return { status: res.statusCode, keys: Object.keys(body).sort(), profile };
}

describe('no account enumeration', () => {
  it('login: the same answer for a wrong password and an unknown account', async () => {
    const person = newPerson();
    await register(t.app, person);
    const known = await post('/api/auth/login', { login: person.phone, password: 'wrong-password-1' });
    const unknown = await post('/api/auth/login', { login: '0500000001', password: 'wrong-password-1' });
    expect(known.statusCode).toBe(401);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it('forget-password: the same answer for known and unknown identities', async () => {
    const person = newPerson();
    await register(t.app, person);
    const known = await post('/api/auth/forget-password', { email: person.email });
    const unknown = await post('/api/auth/forget-password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it('register: the same answer when the email, phone and ID number are taken', async () => {
    const owner = newPerson();
    await register(t.app, owner);
    const fresh = newPerson();
    const copycat = newPerson({ email: owner.email.toUpperCase(), phone: owner.phone, idNumber: owner.idNumber });
    const freshRes = await post('/api/auth/register', fresh);
    const copycatRes = await post('/api/auth/register', copycat);
    expect(shapeOf(copycatRes, { ...copycat, email: owner.email })).toEqual(shapeOf(freshRes, fresh));
    // The profile read later shows what was typed too, bound or not.
    const profileOf = async (res: LightMyRequestResponse) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(res.json().access_token) })
      ).json();
    expect(await profileOf(copycatRes)).toMatchObject({ idNumber: owner.idNumber, phone: e164(owner.phone) });
    expect(await profileOf(freshRes)).toMatchObject({ idNumber: fresh.idNumber, phone: e164(fresh.phone) });

    const [row] = await t.database.db.select().from(users).where(eq(users.pubkey, copycatRes.json().profile.pubkey));
    expect(row).toMatchObject({ email: null, phone: null, idNumber: null, pendingEmail: owner.email });
    expect(row!.pendingIdNumber).toBe(owner.idNumber);
    expect(row!.pendingPhone).toBe(e164(owner.phone));
    expect((await lastMessage(t.app, owner.email)).subject).toMatch(/^محاولة تسجيل ببريدك الإلكتروني في بيان \| /);
    const login = await post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(login.json().profile.pubkey).not.toBe(row!.pubkey);
  });

  it('send-phone-otp: the same answer for an own phone and one held by another account', async () => {
    const owner = newPerson();
    await register(t.app, owner);
    const own = await register(t.app, newPerson());
    const copycat = await register(t.app, newPerson({ phone: owner.phone }));
    clock.advance(61_000);
    const [a, b] = await Promise.all(
      [own, copycat].map((tokens) =>
        t.app.inject({ method: 'GET', url: '/api/auth/send-phone-otp', headers: bearer(tokens.access_token) }),
      ),
    );
    expect(a!.statusCode).toBe(200);
    expect([a!.statusCode, a!.body]).toEqual([b!.statusCode, b!.body]);
  });
});

describe('identifiers another account holds', () => {
  it('a pending phone is confirmed only once its owner has let it go', async () => {
    const owner = newPerson();
    const ownerTokens = await register(t.app, owner);
    const copycat = newPerson({ phone: owner.phone });
    clock.advance(61_000);
    await register(t.app, copycat);
    const phone = e164(owner.phone);
    const code = await lastCode(t.app, phone);
    const taken = await post('/api/auth/register-otp-verify', { phone, code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('AUTH_PHONE_IN_USE');

    await t.database.db.update(users).set({ phone: null }).where(eq(users.pubkey, ownerTokens.profile.pubkey));
    const freed = await post('/api/auth/register-otp-verify', { phone, code });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().profile).toMatchObject({ phone, is_phone_confirmed: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, copycat.email));
    expect(row).toMatchObject({ phone, pendingPhone: null });
  });

  it('a pending email gets no link: its owner gets a notice, and a new link is refused while it is taken', async () => {
    const owner = newPerson();
    await register(t.app, owner);
    const ownerLink = await lastLinkToken(t.app, owner.email);
    const copycat = await register(t.app, newPerson({ email: owner.email }));
    expect((await lastMessage(t.app, owner.email)).body).not.toContain('token=');
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/auth/send-confirmation-email',
      headers: bearer(copycat.access_token),
    });
    expect(sent.statusCode).toBe(200);
    expect((await lastMessage(t.app, owner.email)).body).not.toContain('token=');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${ownerLink}` })).statusCode).toBe(
      200,
    );
  });

  it('a taken ID number is not stored, and the answer still shows it as typed', async () => {
    const idNumber = randomIdNumber();
    await register(t.app, newPerson({ idNumber }));
    const second = await register(t.app, newPerson({ idNumber }));
    expect(second.profile.idNumber).toBe(idNumber);
    const [row] = await t.database.db.select().from(users).where(eq(users.pubkey, second.profile.pubkey));
    expect(row!.idNumber).toBeNull();
  });
});
