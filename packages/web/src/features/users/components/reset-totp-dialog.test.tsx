import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROLES, USER_STATUSES, type Role, type User, type UserStatistics } from '@bayan/shared';
import { aUser, signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import UsersRoute from '../routes/users';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const STATISTICS: UserStatistics = {
  total: 3,
  byRole: zeros(ROLES),
  byStatus: zeros(USER_STATUSES),
  signupsPerMonth: [],
};
const ENROLLED = aUser({ pubkey: 'enrolled', name: 'صاحب تطبيق', role: 'ADMIN', totpEnabled: true });
const PLAIN = aUser({ pubkey: 'plain', name: 'بلا تطبيق' });
const GONE = aUser({ pubkey: 'gone', name: 'محذوف', status: 'DELETED', totpEnabled: true });
const RESET = API_ROUTES['auth.totpReset'].path.replace(':pubkey', 'enrolled');

/** The users screen of an account of `role`; after a reset the list answers the account without its factor. */
async function usersScreen(role: Role) {
  signInAs(role);
  const resets: string[] = [];
  let lists = 0;
  server.use(
    http.get(API_ROUTES['users.statistics'].path, () => HttpResponse.json(STATISTICS)),
    http.get(API_ROUTES['users.list'].path, () => {
      lists += 1;
      const enrolled: User = { ...ENROLLED, totpEnabled: resets.length === 0 };
      return HttpResponse.json({ data: { data: [enrolled, PLAIN, GONE], total: 3, page: 1 } });
    }),
    http.delete(RESET, ({ request }) => {
      resets.push(request.method);
      return HttpResponse.json({ message: 'أُعيد تعيين التحقق بخطوتين لهذا الحساب وأُنهيت جلساته.' });
    }),
  );
  const view = await renderPage(<UsersRoute />, { path: '/dashboard/users' });
  const table = await screen.findByRole('table');
  await within(table).findByText('صاحب تطبيق');
  return { ...view, table, resets, lists: () => lists };
}

describe('Reset second factor (the SUPERADMIN’s support path)', () => {
  it('is offered to a SUPERADMIN on a live account that has a second factor only', async () => {
    const { table } = await usersScreen('SUPERADMIN');
    expect(within(table).getByRole('button', { name: 'إعادة تعيين التحقق بخطوتين لـصاحب تطبيق' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /لـبلا تطبيق$/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /لـمحذوف$/ })).not.toBeInTheDocument();
  });

  it('is not offered to an ADMIN', async () => {
    const { table } = await usersScreen('ADMIN');
    expect(within(table).getByRole('button', { name: 'تعديل بلا تطبيق' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^إعادة تعيين التحقق بخطوتين/ })).not.toBeInTheDocument();
  });

  it('says what happens, resets on confirmation, says it is done and refreshes the list', async () => {
    const { table, user, resets, lists } = await usersScreen('SUPERADMIN');
    await user.click(within(table).getByRole('button', { name: 'إعادة تعيين التحقق بخطوتين لـصاحب تطبيق' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إعادة تعيين التحقق بخطوتين لهذا الحساب؟' });
    expect(dialog).toHaveTextContent('سيتوقف تطبيق المصادقة ورموز الاسترداد الخاصة بـصاحب تطبيق عن العمل');
    expect(dialog).toHaveTextContent('تنتهي كل جلسات الحساب');
    expect(dialog).toHaveTextContent('فسيربط تطبيقاً من جديد عند دخوله التالي');
    expect(resets).toEqual([]);
    const before = lists();

    await user.click(within(dialog).getByRole('button', { name: 'إعادة تعيين التحقق بخطوتين' }));
    await waitFor(() => expect(resets).toEqual(['DELETE']));
    expect(await screen.findByText('أُعيد تعيين التحقق بخطوتين')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await waitFor(() => expect(within(table).queryByRole('button', { name: /لـصاحب تطبيق$/ })).not.toBeInTheDocument());
  });
});
