import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164, lastCode, lastMessage, newPerson, register } from '../../test/auth-kit.js';
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

  it('texts the phone its code through the provider: the code the sign-up wrote', async () => {
    const person = newPerson();
    await register(t.app, person);
    const phone = e164(person.phone);
    const written = await lastCode(t.app, phone);
    const texts = fake.accepted.map((request) => fieldsOf(request) as { Recipient: string; Body: string });
    expect(texts.filter((sent) => sent.Recipient === phone.slice(1))).toEqual([
      expect.objectContaining({ Body: expect.stringContaining(written) }),
    ]);
    expect(await lastMessage(t.app, phone)).toMatchObject({ state: 'sent', provider: 'unifonic' });
  });
});
