import { eq } from 'drizzle-orm';
import type { Endowment } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_NATIONAL_ADDRESS, completeProfile } from '../../../test/complete-profile.js';
import { createDeed, endowmentsApi, insertEndower, type Endower } from '../../../test/endowments-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bearerOf, eventsOf, insertUser } from '../../../test/users-fixtures.js';
import { endowments } from './deeds.table.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let khalid: Endower;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  khalid = await insertEndower(t);
}, 180_000);
afterAll(() => t.close());

describe('POST /api/endowments', () => {
  it('makes a DRAFT of the caller at revision 1, the endower filled from the profile, audited', async () => {
    const res = await api.create(khalid.as, { type: 'family', introduction: 'بسم الله' });
    expect(res.statusCode, res.body).toBe(201);
    const deed = res.json<Endowment>();
    expect(deed).toMatchObject({ status: 'DRAFT', revision: 1, type: 'family', introduction: 'بسم الله' });
    expect(deed.pubkey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deed.endower).toEqual({
      key: 'endower',
      kind: 'person',
      firstName: 'خالد',
      fatherName: 'عبدالله',
      grandfatherName: 'محمد',
      lastName: 'القحطاني',
      idType: 'NID',
      idNumber: khalid.user.idNumber,
      birthday: '1980-05-10',
      gender: 'MALE',
      phone: khalid.user.phone,
      email: khalid.user.email,
      nationalAddress: COMPLETE_NATIONAL_ADDRESS,
    });
    expect(deed).toMatchObject({ assets: [], supervisors: [], witnesses: [], beneficiaries: [], attachments: [] });
    const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    expect(row?.ownerId).toBe(khalid.user.id);
    const [event] = await eventsOf(t, deed.pubkey);
    expect(event).toMatchObject({ action: 'endowment.create', entity: 'endowment', actorId: khalid.user.id });
    expect(JSON.stringify(event?.after)).not.toContain('بسم الله');
  });

  it('names an iqama by its first digit, and keeps what the body gives over the profile', async () => {
    const resident = await insertEndower(t, { idNumber: '2000000008', firstName: 'Ali' });
    const deed = await createDeed(t, resident.as, { endower: { key: 'me', firstName: 'علي', phone: '0551234567' } });
    expect(deed.endower).toMatchObject({ key: 'me', firstName: 'علي', phone: '0551234567', idType: 'IQAMA' });
    expect(deed.endower?.idNumber).toBe('2000000008');
  });

  it('honours Idempotency-Key: the same body again is the same draft (200), another body is refused', async () => {
    const headers = { 'idempotency-key': 'create-once' };
    const first = await api.create(khalid.as, { type: 'charity' }, headers);
    const again = await api.create(khalid.as, { type: 'charity' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Endowment>().pubkey).toBe(first.json<Endowment>().pubkey);
    const other = await api.create(khalid.as, { type: 'family' }, { ...headers, 'accept-language': 'en' });
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([409, 'ENDOWMENT_IDEMPOTENCY_KEY_REUSED']);
    // Another account may use the same key for its own draft.
    const someone = await insertEndower(t);
    expect((await api.create(someone.as, { type: 'family' }, headers)).statusCode).toBe(201);
  });

  it('refuses a caller whose profile is incomplete (403 ENDOWMENT_PROFILE_INCOMPLETE), creating nothing', async () => {
    const user = await insertUser(t, { fatherName: 'سعد' });
    const as = await bearerOf(t, user.email!);
    const res = await api.create({ ...as, 'accept-language': 'en' }, { type: 'charity' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ENDOWMENT_PROFILE_INCOMPLETE',
      message: 'Complete your profile before creating an endowment.',
    });
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain('profile.nationalAddress');
    const rows = await t.database.db.select().from(endowments).where(eq(endowments.ownerId, user.id));
    expect(rows).toEqual([]);
    await completeProfile(t, user.id);
    expect((await api.create(as, { type: 'charity' })).statusCode).toBe(201);
  });

  it('gives two concurrent calls with one key one draft: 201 and 200 with the same deed', async () => {
    const headers = { 'idempotency-key': 'double-click' };
    const [one, two] = await Promise.all([
      api.create(khalid.as, { notes: 'twice' }, headers),
      api.create(khalid.as, { notes: 'twice' }, headers),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json<Endowment>().pubkey).toBe(two.json<Endowment>().pubkey);
  });

  it('answers with and without /v1, and refuses anonymous callers (401)', async () => {
    const v1 = await t.app.inject({ method: 'POST', url: '/v1/api/endowments', headers: khalid.as, payload: {} });
    expect(v1.statusCode).toBe(201);
    expect((await api.create({}, {})).statusCode).toBe(401);
  });

  it('refuses a body outside the draft’s bounds with a field error, not a 500', async () => {
    const res = await api.create(khalid.as, { type: 'nonsense' as never, introduction: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(400);
  });
});
