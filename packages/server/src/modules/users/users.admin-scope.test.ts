import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClinic } from '../../test/clinic-fixtures.js';
import { type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import {
  createUser,
  findUserRow,
  insertUser,
  multipart,
  newUserFields,
  SAMPLE_FILES,
  userByEmail,
} from '../../test/users-fixtures.js';

/**
 * Only a SUPERADMIN manages ADMIN accounts: an ADMIN cannot take over a peer (reset its password,
 * block, delete, demote or edit it), nor create or promote anyone to ADMIN. Role matrix.
 */
let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

type Headers = { authorization: string };
const patch = async (pubkey: string, fields: Record<string, string>, headers: Headers, file?: boolean) => {
  const body = await multipart(
    fields,
    file ? { bytes: SAMPLE_FILES.png, name: 'a.png', type: 'image/png' } : undefined,
  );
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
  });
};
const toggle = (pubkey: string, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${pubkey}/toggle-status`, headers });
const remove = (pubkey: string, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${pubkey}`, headers });

describe('an ADMIN and a peer ADMIN account', () => {
  it('refuses every write an ADMIN aims at another ADMIN, with a localised 403', async () => {
    const peer = await insertUser(t, { role: 'ADMIN' });
    const attempts = [
      await patch(peer.pubkey, { password: 'A-brand-new-passphrase-2026' }, admin),
      await patch(peer.pubkey, { firstName: 'Taken' }, admin),
      await patch(peer.pubkey, { role: 'USER' }, admin),
      await patch(peer.pubkey, { status: 'BLOCKED' }, admin),
      await patch(peer.pubkey, {}, admin, true),
      await toggle(peer.pubkey, admin),
      await remove(peer.pubkey, admin),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('USERS_NOT_MANAGEABLE');
    }
    expect(attempts[0]!.json().message).toBe('Only a super administrator manages administrator accounts.');
    const after = (await findUserRow(t, peer.pubkey))!;
    expect(after).toMatchObject({ passwordHash: peer.passwordHash, firstName: peer.firstName, role: 'ADMIN' });
    expect(after.status).toBe('ACTIVE');
    expect(after.fileKey).toBeNull();
  });

  it('treats an ADMIN’s own account by the self rules, not as a peer’s', async () => {
    const self = await userByEmail(t, 'admin@bayan.local');
    expect((await patch(self.pubkey, { fatherName: 'Own' }, admin)).statusCode).toBe(200);
    expect((await patch(self.pubkey, { role: 'ADMIN' }, admin)).statusCode).toBe(200);
    expect((await patch(self.pubkey, { role: 'USER' }, admin)).json().code).toBe('USERS_SELF_ACTION');
    expect((await toggle(self.pubkey, admin)).json().code).toBe('USERS_SELF_ACTION');
    expect((await patch(self.pubkey, { password: 'Another-new-passphrase-2026' }, admin)).json().code).toBe(
      'USERS_SELF_CONTACT',
    );
  });

  it('lets a SUPERADMIN do all of it', async () => {
    const peer = await insertUser(t, { role: 'ADMIN' });
    expect((await patch(peer.pubkey, { password: 'A-brand-new-passphrase-2026' }, superadmin)).statusCode).toBe(200);
    expect((await patch(peer.pubkey, {}, superadmin, true)).statusCode).toBe(200);
    expect((await toggle(peer.pubkey, superadmin)).statusCode).toBe(200);
    const { etablissement } = await insertClinic(t);
    const staff = { role: 'STAFF', etablissementPubkey: etablissement.pubkey };
    expect((await patch(peer.pubkey, staff, superadmin)).statusCode).toBe(200);
    expect((await patch(peer.pubkey, { role: 'ADMIN' }, superadmin)).statusCode).toBe(200);
    expect((await remove(peer.pubkey, superadmin)).statusCode).toBe(204);
    const created = await createUser(t, newUserFields({ role: 'ADMIN' }), superadmin);
    expect(created.statusCode).toBe(201);
  });

  it('lets an ADMIN neither create an ADMIN nor promote anyone to ADMIN', async () => {
    const created = await createUser(t, newUserFields({ role: 'ADMIN' }), admin, 'en');
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({
      code: 'USERS_ROLE_NOT_GRANTABLE',
      message: 'You cannot give this role; only a super administrator can.',
    });

    const staff = await insertUser(t, { role: 'STAFF' });
    const promote = await patch(staff.pubkey, { role: 'ADMIN' }, admin);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('USERS_ROLE_NOT_GRANTABLE');
    expect((await findUserRow(t, staff.pubkey))!.role).toBe('STAFF');
  });

  it('still lets an ADMIN manage the roles below ADMIN', async () => {
    for (const role of ['STAFF', 'DOCTOR', 'PATIENT', 'MEMBER', 'USER'] as const) {
      const user = await insertUser(t, { role });
      expect((await patch(user.pubkey, { password: 'A-brand-new-passphrase-2026' }, admin)).statusCode).toBe(200);
      expect((await toggle(user.pubkey, admin)).statusCode).toBe(200);
      expect((await remove(user.pubkey, admin)).statusCode).toBe(204);
    }
    expect((await createUser(t, newUserFields({ role: 'DOCTOR' }), admin)).statusCode).toBe(201);
  });
});
