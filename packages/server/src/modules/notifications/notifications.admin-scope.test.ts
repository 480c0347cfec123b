import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEST_ADMIN, type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import { userByEmail } from '../../test/users-fixtures.js';
import { notifications } from './notifications.table.js';

/** An ADMIN cannot send announcements to a SUPERADMIN; a SUPERADMIN can. Role matrix. */
let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const announce = (to: object, headers: { authorization: string }, title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications',
    payload: { title, description: 'd', to },
    headers: { ...headers, 'accept-language': 'en' },
  });

async function inboxOf(email: string, title: string) {
  const { id } = await userByEmail(t, email);
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, id), eq(notifications.titleEn, title)));
}

describe('announcements and SUPERADMIN accounts', () => {
  it('answers an ADMIN aiming at one SUPERADMIN 404, as for an unknown account', async () => {
    const boss = await userByEmail(t, TEST_ADMIN.email);
    const res = await announce({ pubkey: boss.pubkey }, admin, 'to-the-boss');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOTIFICATIONS_RECIPIENT_NOT_FOUND');
    expect(await inboxOf(TEST_ADMIN.email, 'to-the-boss')).toHaveLength(0);

    expect((await announce({ pubkey: boss.pubkey }, superadmin, 'from-a-peer')).statusCode).toBe(201);
    expect(await inboxOf(TEST_ADMIN.email, 'from-a-peer')).toHaveLength(1);
  });

  it('refuses an ADMIN the SUPERADMIN role with a localised 403', async () => {
    const res = await announce({ role: 'SUPERADMIN' }, admin, 'to-all-bosses');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'NOTIFICATIONS_ROLE_FORBIDDEN',
      message: 'You cannot send an announcement to accounts of this role.',
    });
    expect(await inboxOf(TEST_ADMIN.email, 'to-all-bosses')).toHaveLength(0);

    const bySuper = await announce({ role: 'SUPERADMIN' }, superadmin, 'to-all-bosses');
    expect(bySuper.json()).toEqual({ created: 1 });
  });

  it('still lets an ADMIN reach the other roles, a peer ADMIN included', async () => {
    expect((await announce({ role: 'ADMIN' }, admin, 'to-admins')).statusCode).toBe(201);
    expect((await announce({ role: 'USER' }, admin, 'to-users')).statusCode).toBe(201);
  });
});
