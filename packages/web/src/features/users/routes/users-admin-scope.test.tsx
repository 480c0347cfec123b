import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROLES, USER_STATUSES, type UserStatistics } from '@bayan/shared';
import { aUser, signInAs } from '../../../test/fixtures';
import { openDialog } from '../../../test/open-dialog';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { CreateUserDialog } from '../components/create-user-dialog';
import UsersRoute from './users';

const ROLE_LABELS = ['مدير النظام', 'مدير', 'موظف', 'طبيب', 'مريض', 'عضو', 'مستخدم'];

async function offeredRoles() {
  const { dialog } = await openDialog(CreateUserDialog, 'إضافة مستخدم');
  const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /^الدور/ });
  return Array.from(select.options, (option) => option.textContent);
}

describe('what an ADMIN is offered about ADMIN and SUPERADMIN accounts', () => {
  it('offers an ADMIN only the roles below ADMIN when creating a user', async () => {
    signInAs('ADMIN');
    expect(await offeredRoles()).toEqual(['موظف', 'طبيب', 'مريض', 'عضو', 'مستخدم']);
  });

  it('offers a SUPERADMIN every role', async () => {
    signInAs('SUPERADMIN');
    expect(await offeredRoles()).toEqual(ROLE_LABELS);
  });

  it('offers an ADMIN no action on an ADMIN row, and every action on the others', async () => {
    signInAs('ADMIN');
    const zeros = <K extends string>(keys: readonly K[]) =>
      Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
    const statistics: UserStatistics = {
      total: 2,
      byRole: zeros(ROLES),
      byStatus: zeros(USER_STATUSES),
      signupsPerMonth: [],
    };
    server.use(
      http.get(API_ROUTES['users.statistics'].path, () => HttpResponse.json(statistics)),
      http.get(API_ROUTES['users.list'].path, () =>
        HttpResponse.json({
          data: {
            data: [
              aUser({ pubkey: 'peer', name: 'زميل مدير', role: 'ADMIN' }),
              aUser({ pubkey: 'plain', name: 'مستخدم عادي', role: 'USER' }),
            ],
            total: 2,
            page: 1,
          },
        }),
      ),
    );
    await renderPage(<UsersRoute />, { path: '/dashboard/users' });
    const table = await screen.findByRole('table');
    await within(table).findByText('زميل مدير');
    for (const action of ['تعديل', 'حظر', 'حذف']) {
      expect(within(table).queryByRole('button', { name: `${action} زميل مدير` })).not.toBeInTheDocument();
      expect(within(table).getByRole('button', { name: `${action} مستخدم عادي` })).toBeVisible();
    }
  });
});
