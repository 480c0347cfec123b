import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, e164, newPerson, register } from '../../test/auth-kit.js';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { fieldsOf, PUBLIC_URL, SPECS } from '../../test/provider-fakes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const unifonic = SPECS.find((spec) => spec.name === 'unifonic')!;

describe('a sign-up with SMS_URL set', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider(unifonic.behaviour);
    t = await createTestApp({ PUBLIC_URL, ...unifonic.env(fake.host) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('texts the phone its code through the provider, and that code confirms the phone', async () => {
    const person = newPerson();
    const signUp = await register(t.app, person);
    await t.app.services.jobRunner.idle();
    const texts = fake.accepted.map((request) => fieldsOf(request) as { Recipient: string; Body: string });
    const text = texts.find((sent) => sent.Recipient === e164(person.phone).slice(1));
    const code = /\b(\d{6})\b/.exec(text?.Body ?? '')?.[1];
    expect(code, 'the code reached the provider').toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-otp-verify',
      headers: bearer(signUp.access_token),
      payload: { phone: person.phone, code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ is_phone_confirmed: true });
  });
});
