import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES, type SeriesOccurrence } from '@bayan/shared';
import { anAppointment } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { SeriesDialog } from './series-dialog';
import { SeriesMarker } from './series-marker';

const DAY = 86_400_000;
const FIRST = Date.parse('2031-03-02T07:00:00Z');
const occurrence = (index: number, conflict?: string): SeriesOccurrence => ({
  index,
  start: new Date(FIRST + (index - 1) * 7 * DAY).toISOString(),
  end: new Date(FIRST + (index - 1) * 7 * DAY + 1_800_000).toISOString(),
  ...(conflict ? { state: 'conflict', reason: 'CLINIC_SLOT_BLOCKED', message: conflict } : { state: 'free' }),
});
const BASE = {
  doctorPubkey: 'd-1',
  patientPubkey: 'p-1',
  consultationType: 't-1',
  start: new Date(FIRST).toISOString(),
  timeZone: 'Asia/Riyadh',
};

/** The preview answers one conflict at the third date; the booking answers `booking` (201 by default). */
function seriesApi(booking: () => Response = () => HttpResponse.json(seriesOf(), { status: 201 })) {
  const previews: unknown[] = [];
  const books: Array<{ body: unknown; key: string | null }> = [];
  server.use(
    http.post(API_ROUTES['clinic.previewSeries'].path, async ({ request }) => {
      previews.push(await request.json());
      const off = 'The doctor is not available at this time (time off).';
      return HttpResponse.json({ occurrences: [occurrence(1), occurrence(2), occurrence(3, off), occurrence(4)] });
    }),
    http.post(API_ROUTES['clinic.bookSeries'].path, async ({ request }) => {
      books.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return booking();
    }),
  );
  return { previews, books };
}

const seriesOf = () => ({
  id: 's-1',
  doctor: { pubkey: 'd-1', name: 'د. سمير' },
  patient: { pubkey: 'p-1', name: 'هدى' },
  consultationType: 't-1',
  unit: 'weeks',
  every: 1,
  count: 4,
  until: null,
  start: BASE.start,
  size: 3,
  createdAt: BASE.start,
  appointments: [anAppointment({ series: { pubkey: 's-1', index: 1, count: 3 } })],
});

describe('the series dialog', () => {
  it('checks every date with the server, lists free and unavailable ones with why, and books the free ones when asked', async () => {
    const { previews, books } = seriesApi();
    const onBooked = vi.fn();
    const { user } = await renderPage(<SeriesDialog open base={BASE} onClose={() => {}} onBooked={onBooked} />, {
      language: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book recurring visits' });
    const every = within(dialog).getByLabelText('Interval between visits');
    await user.clear(every);
    await user.type(every, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Check the dates' }));
    const table = await within(dialog).findByRole('table', { name: 'The series’ visits' });
    const { timeZone: _zone, ...first } = BASE;
    expect(previews).toEqual([{ ...first, unit: 'weeks', every: '2', count: '4' }]);
    expect(within(table).getAllByText('Free')).toHaveLength(3);
    expect(within(table).getByText('Unavailable')).toBeVisible();
    expect(within(table).getByText('The doctor is not available at this time (time off).')).toBeVisible();
    // All or none cannot be met: the server would refuse it, so the button waits for a choice.
    const book = within(dialog).getByRole('button', { name: 'Book the series' });
    expect(book).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Only the free ones (3)' }));
    await user.click(book);
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(books).toEqual([
      {
        body: expect.objectContaining({ mode: 'free-only', count: '4' }),
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  it('checks again when the booking finds a date taken meanwhile (409)', async () => {
    const conflict = {
      code: 'CLINIC_SERIES_CONFLICT',
      message: 'Some appointments of the series are not available, so none was booked.',
    };
    const { previews } = seriesApi(() => HttpResponse.json(conflict, { status: 409 }));
    const { user } = await renderPage(<SeriesDialog open base={BASE} onClose={() => {}} onBooked={() => {}} />, {
      language: 'en',
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Check the dates' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Only the free ones (3)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book the series' }));
    await waitFor(() => expect(previews).toHaveLength(2));
  });

  it('shows the server’s word under the field it names (400)', async () => {
    server.use(
      http.post(API_ROUTES['clinic.previewSeries'].path, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'x',
            details: [
              { path: 'body.count', code: 'too_big', message: 'حدّد عدد المواعيد أو تاريخ الانتهاء، لا كليهما.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderPage(<SeriesDialog open base={BASE} onClose={() => {}} onBooked={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'حجز مواعيد متكررة' });
    await user.click(within(dialog).getByRole('button', { name: 'تحقّق من المواعيد' }));
    expect(await within(dialog).findByText('حدّد عدد المواعيد أو تاريخ الانتهاء، لا كليهما.')).toBeVisible();
  });

  it('marks an occurrence with its place in Arabic digits', async () => {
    await renderPage(<SeriesMarker appointment={{ series: { pubkey: 's', index: 2, count: 6 } }} />);
    expect(await screen.findByText('٢ من ٦')).toBeVisible();
  });
});
