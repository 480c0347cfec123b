import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage, riyadhDay, type Appointment, type Role } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { fill, findListedTable, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import AppointmentsRoute from './appointments-route';
import { listApi } from './list-test-api';

const DAY = 86_400_000;
/** 09:00 in Riyadh two days from now, and an hour ago. */
const AHEAD = `${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}T06:00:00.000Z`;
const STARTED = new Date(Date.now() - 3_600_000).toISOString();

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

async function showPending(role: Role, rows: Appointment[]) {
  signInAs(role);
  const queries = listApi(rows);
  const view = await renderPage(<AppointmentsRoute />, { path: '/dashboard/appointments/pending' });
  await findListedTable('المواعيد');
  return { ...view, queries };
}

describe('the pending appointments list', () => {
  it('asks for Pending ones, soonest first, and offers each row only what its time allows', async () => {
    const { queries } = await showPending('STAFF', [
      anAppointment({ id: 'a-1', start: AHEAD, patient: { pubkey: 'p-1', name: 'سارة' } }),
      anAppointment({ id: 'a-2', start: STARTED, patient: { pubkey: 'p-2', name: 'ليلى' } }),
    ]);
    expect(queries[0]).toEqual({ page: '1', limit: '10', sort: 'start', status: 'Pending' });
    expect(buttonsOf(row('سارة'))).toEqual(['تأكيد موعد سارة', 'رفض طلب سارة', 'إلغاء الموعد مع سارة']);
    expect(buttonsOf(row('ليلى'))).toEqual(['رفض طلب ليلى']);
    expect(within(row('سارة')).getByText('قيد الانتظار')).toBeVisible();
  });

  it('names each action on screen, and keeps reject and cancel apart from confirm and unlike each other', async () => {
    await showPending('STAFF', [anAppointment({ id: 'a-1', start: AHEAD, patient: { pubkey: 'p-1', name: 'سارة' } })]);
    const [confirm, reject, cancel] = within(row('سارة')).getAllByRole('button');
    expect([confirm, reject, cancel].map((button) => button!.textContent)).toEqual(['تأكيد', 'رفض', 'إلغاء الموعد']);
    // The ending actions are a group of their own, not beside the confirmation.
    expect(reject!.parentElement).toBe(cancel!.parentElement);
    expect(confirm!.parentElement).not.toBe(reject!.parentElement);
    expect(confirm).toHaveClass('MuiButton-contained');
    expect(reject).toHaveClass('MuiButton-outlined', 'MuiButton-colorError');
    expect(cancel).toHaveClass('MuiButton-text', 'MuiButton-colorError');
  });

  it('shows the time in the clinic’s zone, whatever the browser’s', async () => {
    await showPending('STAFF', [
      anAppointment({ id: 'a-1', start: AHEAD, timeZone: 'Asia/Riyadh', patient: { pubkey: 'p-1', name: 'سارة' } }),
      anAppointment({ id: 'a-2', start: AHEAD, timeZone: 'Asia/Dubai', patient: { pubkey: 'p-2', name: 'ليلى' } }),
    ]);
    expect(within(row('سارة')).getByText(/٩:٠٠ ص/)).toBeVisible();
    expect(within(row('ليلى')).getByText(/١٠:٠٠ ص/)).toBeVisible();
  });

  it('asks a reason to reject, shows the server’s word on it, then sends it', async () => {
    const { user, queries } = await showPending('DOCTOR', [anAppointment({ start: AHEAD })]);
    const bodies: unknown[] = [];
    server.use(
      http.post(API_ROUTES['clinic.rejectAppointment'].path, async ({ request }) => {
        const body = (await request.json()) as { reason?: string };
        bodies.push(body);
        if (!body.reason)
          return apiError(request, 'CLINIC_REASON_REQUIRED', [
            { path: 'body.reason', code: 'required', message: errorMessage('CLINIC_REASON_REQUIRED', 'ar') },
          ]);
        return HttpResponse.json(anAppointment({ status: 'Rejected' }));
      }),
    );
    await user.click(screen.getByRole('button', { name: 'رفض طلب سارة' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'رفض طلب الموعد' });
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    expect(await within(dialog).findByText('اذكر السبب.')).toBeVisible();

    await fill(user, within(dialog).getByRole('textbox', { name: /السبب/ }), 'الطبيب في إجازة');
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{}, { reason: 'الطبيب في إجازة' }]);
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });

  it('says in the reader’s language why a stale action was refused, and reads the list again', async () => {
    const { user, queries } = await showPending('STAFF', [anAppointment({ start: AHEAD })]);
    server.use(
      http.post(API_ROUTES['clinic.confirmAppointment'].path, ({ request }) =>
        apiError(request, 'CLINIC_APPOINTMENT_STALE'),
      ),
    );
    const before = queries.length;
    await user.click(screen.getByRole('button', { name: 'تأكيد موعد سارة' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الموعد' });
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    expect(await screen.findByText(errorMessage('CLINIC_APPOINTMENT_STALE', 'ar'))).toBeVisible();
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the list of all appointments', () => {
  it('filters by state, doctor (of the clinics’ directory) and day (whole Riyadh days), and links a doctor’s calendar', async () => {
    signInAs('STAFF');
    const queries = listApi([anAppointment({ status: 'Done', start: STARTED })]);
    const { user } = await renderPage(<AppointmentsRoute />, { path: '/dashboard/appointments?from=2026-03-01' });
    await findListedTable('المواعيد');
    expect(buttonsOf(row('سارة'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'تقويم د. سمير' })).toHaveAttribute(
      'href',
      '/dashboard/doctor-calendar?doctor=d-1',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'منجز');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'الطبيب' }), 'د. هند — عيادة الشفاء');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        limit: '10',
        sort: '-start',
        status: 'Done',
        doctor: 'd-2',
        from: '2026-03-01T00:00:00+03:00',
      }),
    );
  });

  it('shows a doctor their own agenda without a doctor column or filter', async () => {
    signInAs('DOCTOR');
    listApi([anAppointment({ start: AHEAD })]);
    await renderPage(<AppointmentsRoute />, { path: '/dashboard/appointments' });
    const table = await findListedTable('المواعيد');
    expect(within(table).queryByRole('columnheader', { name: 'الطبيب' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'الطبيب' })).not.toBeInTheDocument();
  });

  it('titles today’s list today and asks for the clinic’s whole day in every state, pending included', async () => {
    signInAs('STAFF');
    const queries = listApi([
      anAppointment({ id: 'a-1', start: AHEAD, status: 'Pending', patient: { pubkey: 'p-1', name: 'سارة' } }),
    ]);
    await renderPage(<AppointmentsRoute />, { path: '/dashboard/appointments/today' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مواعيد اليوم' })).toBeVisible();
    await findListedTable('المواعيد');
    const today = riyadhDay(new Date());
    expect(queries[0]).toEqual({
      page: '1',
      limit: '10',
      sort: 'start',
      from: `${today}T00:00:00+03:00`,
      to: expect.stringMatching(/T00:00:00\+03:00$/),
    });
  });

  it('offers reception its own clinic’s doctors only (finding 27)', async () => {
    signInAs('STAFF', { etablissementPubkey: 'e-north' });
    listApi([anAppointment({ start: AHEAD })]);
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listDoctors'].path, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ data: [], total: 0, currentPage: 1 });
      }),
    );
    await renderPage(<AppointmentsRoute />, { path: '/dashboard/appointments/pending' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toMatchObject({ etablissement: 'e-north' });
  });
});
