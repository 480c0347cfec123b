import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClinic } from '../../test/clinic-fixtures.js';
import { openAdminApp, type Bearer, type TestApp } from '../../test/test-app.js';
import { createUser, findUserRow, insertUser, login, multipart, newUserFields } from '../../test/users-fixtures.js';
import { bearerFor } from '../../test/clinic-fixtures.js';

/** A STAFF account belongs to one etablissement, a real link (PRODUCT.md §3); only STAFF accounts name one. */
let t: TestApp;
let admin: Bearer;
let clinic = '';
let other = '';
const UNKNOWN = 'AAAAAAAAAAAAAAAAAAAAAA';

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  clinic = (await insertClinic(t, 'North')).etablissement.pubkey;
  other = (await insertClinic(t, 'South')).etablissement.pubkey;
});
afterAll(() => t.close());

async function patch(pubkey: string, fields: Record<string, string>, lang = 'ar') {
  const body = await multipart(fields);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
}

const detail = (code: string, message: string) => [{ path: 'body.etablissementPubkey', code, message }];

describe('a STAFF account’s etablissement', () => {
  it('is in the account’s own profile, for its clinic’s pickers (finding 27); other roles have none', async () => {
    const staff = await insertUser(t, { role: 'STAFF', etablissementPubkey: clinic });
    const signedIn = (await login(t, staff.email!)).json();
    expect(signedIn.profile.etablissementPubkey).toBe(clinic);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: await bearerFor(t, staff) });
    expect(profile.json().etablissementPubkey).toBe(clinic);
    const patient = await insertUser(t, { role: 'PATIENT' });
    expect((await login(t, patient.email!)).json().profile.etablissementPubkey).toBeNull();
  });

  it('is required when a STAFF account is created, and must exist', async () => {
    const missing = await createUser(t, newUserFields({ role: 'STAFF' }), admin, 'en');
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'USERS_ETABLISSEMENT_REQUIRED']);
    expect(missing.json().details).toEqual(
      detail('USERS_ETABLISSEMENT_REQUIRED', 'Choose the etablissement this staff member works in.'),
    );
    const fields = newUserFields({ role: 'STAFF', etablissementPubkey: UNKNOWN });
    const unknown = await createUser(t, fields, admin);
    expect([unknown.statusCode, unknown.json().details]).toEqual([
      400,
      detail('USERS_ETABLISSEMENT_UNKNOWN', 'هذه العيادة غير موجودة.'),
    ]);
    expect((await createUser(t, fields, admin, 'en')).json().message).toBe('This etablissement does not exist.');
    const created = await createUser(t, { ...fields, etablissementPubkey: clinic }, admin);
    expect([created.statusCode, created.json().etablissementPubkey]).toEqual([201, clinic]);
  });

  it('is refused on an account of another role', async () => {
    const res = await createUser(t, newUserFields({ role: 'DOCTOR', etablissementPubkey: clinic }), admin);
    expect([res.statusCode, res.json().code]).toEqual([400, 'USERS_ETABLISSEMENT_STAFF_ONLY']);
    expect(res.json().details).toEqual(
      detail('USERS_ETABLISSEMENT_STAFF_ONLY', 'لا يرتبط بعيادة إلا حساب الموظف؛ أزل العيادة أو اختر دور موظف.'),
    );
  });

  it('must be named when an account becomes STAFF, can move to another clinic, and goes with the role', async () => {
    const user = await insertUser(t, { role: 'USER' });
    expect((await patch(user.pubkey, { role: 'STAFF' }, 'en')).body.code).toBe('USERS_ETABLISSEMENT_REQUIRED');
    expect((await patch(user.pubkey, { role: 'STAFF', etablissementPubkey: clinic })).body.etablissementPubkey).toBe(
      clinic,
    );
    expect((await patch(user.pubkey, { firstName: 'Reem' })).body.etablissementPubkey).toBe(clinic);
    const unknown = await patch(user.pubkey, { etablissementPubkey: UNKNOWN });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'USERS_ETABLISSEMENT_UNKNOWN']);
    expect((await findUserRow(t, user.pubkey))?.etablissementPubkey).toBe(clinic);
    expect((await patch(user.pubkey, { etablissementPubkey: other })).body.etablissementPubkey).toBe(other);
    expect((await patch(user.pubkey, { role: 'USER' })).body.etablissementPubkey).toBeNull();
  });

  it('leaves a STAFF account from before the link editable, acting nowhere until its clinic is set', async () => {
    const legacy = await insertUser(t, { role: 'STAFF' });
    const edited = await patch(legacy.pubkey, { fatherName: 'Saad' });
    expect([edited.status, edited.body.etablissementPubkey]).toEqual([200, null]);
  });

  it('is a foreign key: the database itself refuses a pubkey no etablissement holds', async () => {
    await expect(insertUser(t, { role: 'STAFF', etablissementPubkey: UNKNOWN })).rejects.toThrow();
  });
});
