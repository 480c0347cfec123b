import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import MyAppointmentsRoute from './my-appointments-route';

const AHEAD = new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('my appointments (a patient)', () => {
  it('shows the coming ones soonest first, each cancellable by its patient, then the past ones latest first', async () => {
    signInAs('PATIENT');
    const queries: Record<string, string>[] = [];
    const cancels: unknown[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        const data = query.from
          ? [anAppointment({ start: AHEAD, status: 'Planed' })]
          : [anAppointment({ id: 'a-2', start: '2026-01-05T06:00:00.000Z', status: 'Done' })];
        return HttpResponse.json({ data, total: 1, currentPage: 1 });
      }),
      http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [] })),
      http.get(API_ROUTES['clinic.myRatings'].path, () => HttpResponse.json({ data: [] })),
      http.post(API_ROUTES['clinic.cancelAppointment'].path, async ({ request, params }) => {
        cancels.push([params.id, await request.json()]);
        return HttpResponse.json(anAppointment({ status: 'Canceled' }));
      }),
    );
    const { user } = await renderPage(<MyAppointmentsRoute />, { path: '/dashboard/my-appointments' });

    const table = await findListedTable('القادمة');
    expect(queries[0]).toMatchObject({ sort: 'start', from: expect.any(String) });
    expect(within(table).queryByRole('columnheader', { name: 'المريض' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'إلغاء الموعد مع د. سمير' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء الموعد' });
    expect(within(dialog).getByRole('textbox', { name: /السبب/ })).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الموعد' }));
    await waitFor(() => expect(cancels).toEqual([['a-1', {}]]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'السابقة' }));
    const past = await screen.findByRole('table', { name: 'السابقة' });
    expect(await within(past).findByText('منجز')).toBeVisible();
    expect(within(past).queryAllByRole('button')).toEqual([]);
    expect(queries.at(-1)).toMatchObject({ sort: '-start', to: expect.any(String) });
    expect(queries.at(-1)).not.toHaveProperty('from');
  });
});
