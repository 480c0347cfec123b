import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import AgendaRoute from './agenda-route';
import { anAgenda, DOCTOR } from './agenda-test-data';

/** The agenda page, its PATCH refused for the two appointments it would strand. */
async function refusedEdit(language: 'ar' | 'en') {
  signInAs('STAFF');
  const bodies: unknown[] = [];
  server.use(
    http.get(API_ROUTES['clinic.getAgenda'].path, () => HttpResponse.json(anAgenda())),
    http.patch(API_ROUTES['clinic.updateAgenda'].path, async ({ request }) => {
      bodies.push(await request.json());
      return apiError(request, 'CLINIC_AGENDA_STRANDS_BOOKINGS', [
        { path: 'appointments.ap-1', code: 'outside_agenda', message: '2026-12-19 10:30 سارة أحمد: outside' },
        { path: 'appointments.ap-2', code: 'outside_agenda', message: '2026-12-26 09:00 Laila Omar: outside' },
      ]);
    }),
  );
  const view = await renderPage(
    <Routes>
      <Route path="/dashboard/agendas/:pubkey" element={<AgendaRoute />} />
    </Routes>,
    { path: '/dashboard/agendas/ag-1', language },
  );
  return { ...view, bodies };
}

describe('a change that would strand appointments', () => {
  it('lists them (patient, clinic time in both calendars, why) with a link to cancel them first', async () => {
    const { user, bodies } = await refusedEdit('ar');
    const last = await screen.findByRole('textbox', { name: /اليوم الأخير/ });
    await user.clear(last);
    await fill(user, last, '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'حفظ الجدول' }));

    const list = await screen.findByRole('list', { name: 'مواعيد يجب إلغاؤها أولاً' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(/^سارة أحمد — .*١٤٤٨.*\(.*٢٠٢٦.*\)، الساعة ١٠:٣٠ ص \(خارج أيام الجدول أو ساعاته\)$/);
    expect(items[1]).toMatch(/^Laila Omar — .*الساعة ٩:٠٠ ص/);
    expect(screen.getByRole('link', { name: 'فتح هذه المواعيد' })).toHaveAttribute(
      'href',
      `/dashboard/appointments?doctor=${DOCTOR}&from=2026-12-19&to=2026-12-26`,
    );
    expect(bodies).toEqual([expect.objectContaining({ endDate: '2026-12-15' })]);
  });

  it('says it in English too, with the reason in the reader’s language', async () => {
    const { user } = await refusedEdit('en');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save the agenda' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save the agenda' }));
    const list = await screen.findByRole('list', { name: 'Appointments to cancel first' });
    const first = within(list).getAllByRole('listitem')[0]!.textContent;
    expect(first).toMatch(/^سارة أحمد — 10 Rajab 1448 AH \(/);
    expect(first).toMatch(/at 10:30 AM \(outside the agenda’s days or hours\)$/);
  });

  it('says the refusal once, where it happened: no toast repeats it (issue 15)', async () => {
    const { user } = await refusedEdit('ar');
    await waitFor(() => expect(screen.getByRole('button', { name: 'حفظ الجدول' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'حفظ الجدول' }));
    await screen.findByRole('list', { name: 'مواعيد يجب إلغاؤها أولاً' });
    const message = errorMessage('CLINIC_AGENDA_STRANDS_BOOKINGS', 'ar');
    // A toast would come a task after the refusal: give it the time to show, had it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
