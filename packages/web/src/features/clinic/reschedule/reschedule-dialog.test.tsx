import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { at, bookingApi } from '../booking/booking-test-api';
import MyAppointmentsRoute from '../my-appointments/my-appointments-route';

const AHEAD = new Date(Date.now() + 3 * 86_400_000).toISOString();

/** A patient's list: one Planed appointment ahead (and, in the cancelled tab, a cancelled one). */
function myAppointmentsApi() {
  signInAs('PATIENT');
  bookingApi();
  const queries: Record<string, string>[] = [];
  const moves: unknown[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const data =
        query.active === 'false'
          ? [anAppointment({ id: 'a-9', start: AHEAD, status: 'Canceled' })]
          : [anAppointment({ start: AHEAD, status: 'Planed' })];
      return HttpResponse.json({ data, total: 1, currentPage: 1 });
    }),
    http.get(API_ROUTES['clinic.myRatings'].path, () => HttpResponse.json({ data: [] })),
    http.post(API_ROUTES['clinic.rescheduleAppointment'].path, async ({ request, params }) => {
      moves.push([params.id, await request.json()]);
      return HttpResponse.json(anAppointment({ id: 'a-2', start: at('09:00'), status: 'Planed' }));
    }),
  );
  return { queries, moves };
}

describe('a patient changes an appointment’s time (finding 12)', () => {
  it('picks a new free time with the same doctor and type, confirms it, and the server moves it', async () => {
    const { moves } = myAppointmentsApi();
    const { user } = await renderPage(<MyAppointmentsRoute />, { language: 'en', path: '/dashboard/my-appointments' });
    const table = await findListedTable('Upcoming');
    await user.click(within(table).getByRole('button', { name: 'Change your appointment with د. سمير' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your appointment with د. سمير' });
    await user.click(await within(dialog).findByText((_, node) => node?.getAttribute('datetime') === at('09:00')));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/moves to .+ and the current one is cancelled/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the new time' }));
    await waitFor(() => expect(moves).toEqual([['a-1', { start: at('09:00') }]]));
    expect(await screen.findByText('Your appointment was moved')).toBeVisible();
  });

  it('keeps cancelled ones out of Upcoming, in a tab of their own', async () => {
    const { queries } = myAppointmentsApi();
    const { user } = await renderPage(<MyAppointmentsRoute />, { language: 'en', path: '/dashboard/my-appointments' });
    await findListedTable('Upcoming');
    expect(queries[0]).toMatchObject({ active: 'true', from: expect.any(String) });
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('table', { name: 'Cancelled' });
    expect(await within(cancelled).findByText('Cancelled')).toBeVisible();
    expect(queries.at(-1)).toMatchObject({ active: 'false', from: expect.any(String) });
    expect(within(cancelled).queryByRole('button', { name: /Change your appointment/ })).toBeNull();
  });
});
