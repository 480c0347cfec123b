import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { fill, findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import AppointmentsRoute from '../appointments/appointments-route';
import { listApi } from '../appointments/list-test-api';
import { useCancelRestBody } from './series-scope';

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
    // 2 of 6: this one and the 4 standing visits after it.
    expect(dialog).toHaveTextContent('and the 4 following visits of the series will be cancelled');
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

/** The prompt's sentence for each marker, one paragraph each. */
function Sentences({ markers }: { markers: [number, number][] }) {
  const body = useCancelRestBody();
  const names = { patient: 'Sara', doctor: 'Huda', when: 'Monday' };
  return markers.map(([index, count]) => <p key={index}>{body({ pubkey: 's-1', index, count }, names)}</p>);
}

describe('the "this one and the following" sentence', () => {
  // Its place and the series' standing visits: 0, 1, 2, 4 and 11 visits after it.
  const markers: [number, number][] = [
    [6, 6],
    [5, 6],
    [4, 6],
    [2, 6],
    [1, 12],
  ];
  const sentences = () => screen.getAllByRole('paragraph').map((p) => p.textContent);

  it('names how many follow, in each of the Arabic plural forms and Arabic digits', async () => {
    await renderPage(<Sentences markers={markers} />, { language: 'ar' });
    const [zero, one, two, few, many] = sentences();
    expect(zero).toContain('وهو آخر مواعيد السلسلة');
    expect(one).toContain('والموعد الذي يليه في السلسلة');
    expect(two).toContain('والموعدان اللذان يليانه في السلسلة');
    expect(few).toContain('و٤ مواعيد تليه في السلسلة');
    expect(many).toContain('و١١ موعداً تليه في السلسلة');
  });

  it('and in English', async () => {
    await renderPage(<Sentences markers={markers} />, { language: 'en' });
    const [zero, one, two, , many] = sentences();
    expect(zero).toContain('on Monday, the last of its series, will be cancelled');
    expect(one).toContain('and the next visit of the series will be cancelled');
    expect(two).toContain('and the 2 following visits of the series');
    expect(many).toContain('and the 11 following visits of the series');
  });
});
