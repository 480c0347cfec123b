import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROLES, USER_STATUSES, type Role, type UserStatistics } from '@bayan/shared';
import { aUser, signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import UsersRoute from '../routes/users';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const STATISTICS: UserStatistics = {
  total: 2,
  byRole: zeros(ROLES),
  byStatus: zeros(USER_STATUSES),
  signupsPerMonth: [],
};
const HOLDER = aUser({ pubkey: 'holder', name: 'صاحب رقم', idNumber: '1012345672' });
const RELEASE = API_ROUTES['users.releaseIdNumber'].path.replace(':pubkey', 'holder');

/** The users screen of an account of `role`, listing one account with an ID number and one without. */
async function usersScreen(role: Role) {
  signInAs(role);
  const sent: unknown[] = [];
  server.use(
    http.get(API_ROUTES['users.statistics'].path, () => HttpResponse.json(STATISTICS)),
    http.get(API_ROUTES['users.list'].path, () =>
      HttpResponse.json({
        data: { data: [HOLDER, aUser({ pubkey: 'plain', name: 'بلا رقم' })], total: 2, page: 1 },
      }),
    ),
    http.post(RELEASE, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ...HOLDER, idNumber: null });
    }),
  );
  const view = await renderPage(<UsersRoute />, { path: '/dashboard/users' });
  const table = await screen.findByRole('table');
  await within(table).findByText('صاحب رقم');
  return { ...view, table, sent };
}

describe('Release ID number (the SUPERADMIN’s support path)', () => {
  it('is offered to a SUPERADMIN on an account that holds an ID number only', async () => {
    const { table } = await usersScreen('SUPERADMIN');
    expect(within(table).getByRole('button', { name: 'تحرير رقم هوية صاحب رقم' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'تحرير رقم هوية بلا رقم' })).not.toBeInTheDocument();
  });

  it('is not offered to an ADMIN', async () => {
    const { table } = await usersScreen('ADMIN');
    expect(within(table).getByRole('button', { name: 'تعديل صاحب رقم' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^تحرير رقم هوية/ })).not.toBeInTheDocument();
  });

  it('asks for the reason, then sends it and says it is done', async () => {
    const { table, user, sent } = await usersScreen('SUPERADMIN');
    await user.click(within(table).getByRole('button', { name: 'تحرير رقم هوية صاحب رقم' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحرير رقم الهوية هذا؟' });
    expect(dialog).toHaveTextContent('لن يبقى رقم الهوية في حساب صاحب رقم');
    const reason = within(dialog).getByRole('textbox', { name: /السبب/ });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'تحرير رقم الهوية' }));

    await fill(user, reason, 'لا');
    await submit();
    await waitFor(() => expect(reason).toHaveAccessibleDescription('اكتب السبب، ثلاثة أحرف على الأقل.'));
    expect(sent).toEqual([]);

    await user.clear(reason);
    await fill(user, reason, ' حضر صاحب الرقم بهويته ');
    await submit();
    await waitFor(() => expect(sent).toEqual([{ reason: 'حضر صاحب الرقم بهويته' }]));
    expect(await screen.findByText('حُرِّر رقم الهوية')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
