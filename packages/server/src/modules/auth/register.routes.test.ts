import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { users } from '../users/users.table.js';
import { bearer, e164, lastCode, lastMessage, newPerson, register } from '../../test/auth-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const CONFIRM_SUBJECT = 'تأكيد البريد الإلكتروني في بيان | Confirm your email address for Bayan';
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.pendingEmail, email)))[0] ??
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/auth/register', () => {
  it('creates a USER, answers tokens, texts a code and emails a confirmation link', async () => {
    const person = newPerson();
    const res = await post('/v1/api/auth/register', person, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.profile).toMatchObject({
      role: 'USER',
      email: person.email,
      phone: e164(person.phone),
      idNumber: person.idNumber,
      is_email_confirmed: false,
      is_phone_confirmed: false,
      must_change_password: false,
    });
    expect((await lastMessage(t.app, e164(person.phone))).body).toMatch(/^Your Bayan verification code: \d{6}/);
    expect(res.body).not.toContain(await lastCode(t.app, e164(person.phone)));
    const email = await lastMessage(t.app, person.email);
    expect(email.body).toMatch(/\/account-verification\?token=[\w-]{43}\b/);
    expect(email.subject).toBe(CONFIRM_SUBJECT);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.access_token) })).json(),
    ).toMatchObject({ email: person.email, role: 'USER' });

    const [event] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.action, 'auth.register'), eq(events.entityId, String((await userRow(person.email))!.id))));
    expect(event).toMatchObject({ entity: 'user', ip: '127.0.0.1' });
  });

  it('writes the SMS in Arabic by default; the email is in both languages, Arabic first, whatever the request’s', async () => {
    const person = newPerson();
    await register(t.app, person);
    expect((await lastMessage(t.app, e164(person.phone))).body).toMatch(/^رمز التحقق في بيان: \d{6}/);
    expect((await lastMessage(t.app, person.email)).subject).toBe(CONFIRM_SUBJECT);
  });

  it('refuses a common or personal password with a field detail', async () => {
    const common = await post('/api/auth/register', newPerson({ password: 'Password2024!' }), {
      'accept-language': 'en',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      details: [{ path: 'body.password', code: 'common', message: 'This password is common and easy to guess.' }],
    });
    const personal = await post('/api/auth/register', newPerson({ password: 'Alharbi-0512!' }));
    expect(personal.json().details[0].code).toBe('personal');
    const short = await post('/api/auth/register', newPerson({ password: 'short' }));
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('survives concurrent sign-ups with one email, phone and ID number: one binds them, none fails', async () => {
    const person = newPerson();
    // Three: the sign-ups an hour one email or phone may have (send-limits.ts).
    const answers = await Promise.all(Array.from({ length: 3 }, () => post('/api/auth/register', person)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(3).fill(201));
    const rows = await t.database.db.select().from(users).where(eq(users.pendingEmail, person.email));
    expect(rows).toHaveLength(2);
    expect(await userRow(person.email)).toBeDefined();
    const bound = await t.database.db.select().from(users).where(eq(users.idNumber, person.idNumber));
    expect(bound).toHaveLength(1);
  });

  it('validates the ID number, phone and email by schema', async () => {
    const res = await post(
      '/api/auth/register',
      newPerson({ idNumber: '1012345678', phone: '0412345678', email: 'x' }),
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.email', 'body.idNumber', 'body.phone']);
  });
});

describe('POST /api/auth/patient-register', () => {
  it('creates a PATIENT who can log in by ID number, and needs the ID number and birthday', async () => {
    const person = newPerson();
    const tokens = await register(t.app, person, '/v1/api/auth/patient-register');
    expect(tokens.profile).toMatchObject({ role: 'PATIENT', birthday: person.birthday, idNumber: person.idNumber });
    const login = await post('/api/auth/login', { idNumber: person.idNumber, password: person.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().profile.role).toBe('PATIENT');

    const { idNumber: _id, birthday: _b, ...incomplete } = newPerson();
    const res = await post('/api/auth/patient-register', incomplete);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.birthday', 'body.idNumber']);
  });
});

describe('POST /api/auth/register-otp-verify', () => {
  it('confirms the phone with the texted code and answers tokens', async () => {
    const person = newPerson();
    await register(t.app, person);
    const phone = e164(person.phone);
    const code = await lastCode(t.app, phone);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/v1/api/auth/register-otp-verify', { phone: person.phone, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AUTH_OTP_INVALID');

    const res = await post('/v1/api/auth/register-otp-verify', { phone: person.phone, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ phone, is_phone_confirmed: true });
    expect((await userRow(person.email))!.isPhoneVerified).toBe(true);
    const again = await post('/api/auth/register-otp-verify', { phone: person.phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('AUTH_OTP_INVALID');
  });
});
