import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { fill, findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import AppointmentsRoute from '../appointments/appointments-route';
import { listApi } from '../appointments/list-test-api';

const AHEAD = new Date(Date.now() + 2 * 86_400_000).toISOString();
const inSeries = anAppointment({
  id: 'a-2',
  start: AHEAD,
  status: 'Planed',
  patient: { pubkey: 'p-1', name: 'Sara' },
  series: { pubkey: 's-1', index: 2, count: 6 },
});

/** The list with one occurrence of a series; the two cancel calls, kept. */
async function showSeries() {
  signInAs('STAFF');
  listApi([inSeries]);
  const calls: unknown[] = [];
  server.use(
    http.post(API_ROUTES['clinic.cancelSeries'].path, async ({ request, params }) => {
      calls.push(['series', params.id, await request.json()]);
      return HttpResponse.json({});
    }),
    http.post(API_ROUTES['clinic.cancelAppointment'].path, async ({ request, params }) => {
      calls.push(['one', params.id, await request.json()]);
      return HttpResponse.json({ ...inSeries, status: 'Canceled' });
    }),
  );
  const view = await renderPage(<AppointmentsRoute />, { language: 'en', path: '/dashboard/appointments' });
  const table = await findListedTable('Appointments');
  return { ...view, table, calls };
}

describe('cancelling an occurrence of a series', () => {
  it('marks the row "2 of 6" and cancels this one and the following in one call when asked', async () => {
    const { user, table, calls } = await showSeries();
    expect(within(table).getByText('2 of 6')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Cancel appointment with Sara' }));
    const single = await screen.findByRole('alertdialog', { name: 'Cancel the appointment' });
    await user.click(within(single).getByRole('radio', { name: 'This one and the following ones in the series' }));
    // The prompt now speaks of the following appointments too.
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the following appointments' });
    expect(dialog).toHaveTextContent('and those after it in the series will be cancelled');
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel these appointments' }));
    await waitFor(() => expect(calls).toEqual([['series', 's-1', { from: 'a-2', reason: 'Travelling' }]]));
  });

  it('cancels this one alone by default, through the ordinary cancel', async () => {
    const { user, table, calls } = await showSeries();
    await user.click(within(table).getByRole('button', { name: 'Cancel appointment with Sara' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the appointment' });
    expect(within(dialog).getByRole('radio', { name: 'This appointment only' })).toBeChecked();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() => expect(calls).toEqual([['one', 'a-2', { reason: 'Ill' }]]));
  });
});
