import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import AppointmentsRoute from './appointments-route';
import { listApi } from './list-test-api';

const SEARCH = 'ابحث باسم المريض أو الطبيب أو جوال المريض أو رقم هويته';

async function showPlanned(path = '/dashboard/appointments/planned') {
  signInAs('STAFF');
  const queries = listApi([anAppointment({ status: 'Planed' })]);
  const view = await renderPage(<AppointmentsRoute />, { path });
  await findListedTable('المواعيد');
  return { ...view, queries };
}

afterEach(() => vi.restoreAllMocks());

describe('searching the appointments', () => {
  it('sends what is typed as q once the typing stops, and keeps it in the address', async () => {
    const { user, queries } = await showPlanned();
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), '0512');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', limit: '10', sort: 'start', status: 'Planed', q: '0512' }),
    );
    // Debounced: one request for the whole word, not one a key.
    expect(queries.filter((query) => query.q !== undefined)).toHaveLength(1);
    expect(window.location.search).toBe('?q=0512');
  });

  it('starts from the address’s search', async () => {
    const { queries } = await showPlanned(`/dashboard/appointments?q=${encodeURIComponent('هدى')}`);
    expect(queries[0]).toMatchObject({ q: 'هدى', sort: '-start' });
    expect(screen.getByRole('searchbox', { name: SEARCH })).toHaveValue('هدى');
  });
});

describe('exporting the appointments', () => {
  it('downloads the export route’s CSV with the list’s search and filters, every page', async () => {
    const exported: Record<string, string>[] = [];
    server.use(
      http.get(API_ROUTES['clinic.exportAppointments'].path, ({ request }) => {
        exported.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse('\uFEFFID\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="appointments-2026-11-26.csv"',
          },
        });
      }),
    );
    const objectUrl = vi.fn(() => 'blob:appointments');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await showPlanned(`/dashboard/appointments/planned?q=${encodeURIComponent('هدى')}`);

    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(saved).toEqual(['appointments-2026-11-26.csv']));
    expect(exported).toEqual([{ sort: 'start', q: 'هدى', status: 'Planed' }]);
    expect(objectUrl).toHaveBeenCalledTimes(1);
  });
});
