import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Rating } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import MyAppointmentsRoute from './my-appointments-route';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const RATED: Partial<Rating> = { id: 'r-1', appointment: 'a-rated', stars: 5 };

function serve(rate: (body: unknown) => Response) {
  const sent: unknown[] = [];
  const ratings: Partial<Rating>[] = [RATED];
  server.use(
    http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
      const past = new URL(request.url).searchParams.has('to');
      const data = past
        ? [
            anAppointment({ id: 'a-recent', start: ago(2), status: 'Done' }),
            anAppointment({ id: 'a-old', start: ago(20), status: 'Done' }),
            anAppointment({ id: 'a-rated', start: ago(1), status: 'Done' }),
            anAppointment({ id: 'a-canceled', start: ago(1), status: 'Canceled' }),
          ]
        : [];
      return HttpResponse.json({ data, total: data.length, currentPage: 1 });
    }),
    http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [] })),
    http.get(API_ROUTES['clinic.myRatings'].path, () => HttpResponse.json({ data: ratings })),
    http.post(API_ROUTES['clinic.rateAppointment'].path, async ({ request, params }) => {
      const body = await request.json();
      sent.push([params.id, body]);
      const answer = rate(body);
      if (answer.status === 201)
        ratings.push({ ...RATED, id: 'r-2', appointment: String(params.id), ...(body as object) });
      return answer;
    }),
  );
  return sent;
}

async function openPast() {
  signInAs('PATIENT');
  const page = await renderPage(<MyAppointmentsRoute />, { path: '/dashboard/my-appointments?when=past' });
  const table = await findListedTable('السابقة');
  return { ...page, table };
}

describe('rating a visit from my appointments', () => {
  it('offers Rate only on a Done visit of the last 14 days not rated yet, and sends stars and comment', async () => {
    const sent = serve((body) =>
      HttpResponse.json(
        { ...RATED, id: 'r-2', appointment: 'a-recent', ...(body as object), state: 'pending' },
        { status: 201 },
      ),
    );
    const { user, table } = await openPast();
    const buttons = await within(table).findAllByRole('button', { name: 'قيّم زيارتك لـد. سمير' });
    expect(buttons).toHaveLength(1);
    // A word on the button, not a bare star (finding 7).
    expect(buttons[0]).toHaveTextContent(/^قيّم$/);
    expect(buttons[0]!.closest('tr')).toHaveTextContent(/منجز/);
    // A rated visit keeps the patient's stars on its row (finding 28).
    expect(within(table).getByText('قيّمتَها ٥★')).toBeVisible();

    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'قيّم زيارتك' });
    await user.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    expect(within(dialog).getByText('اختر من نجمة إلى خمس نجوم.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '٤ من ٥ نجوم' }));
    await user.type(within(dialog).getByRole('textbox', { name: /تعليق/ }), ' Very kind. ');
    await user.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    await waitFor(() => expect(sent).toEqual([['a-recent', { stars: 4, comment: 'Very kind.' }]]));
    expect(await screen.findByText('شكراً لك: احتُسب تقييمك، وسيظهر تعليقك بعد موافقة العيادة عليه.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('قيّمتَها ٤★')).toBeVisible();
  });

  it('shows the server’s refusal in the dialog, once', async () => {
    const message = 'You have already rated this appointment.';
    serve(() => HttpResponse.json({ code: 'CLINIC_ALREADY_RATED', message }, { status: 409 }));
    const { user, table } = await openPast();
    await user.click(await within(table).findByRole('button', { name: 'قيّم زيارتك لـد. سمير' }));
    const dialog = await screen.findByRole('dialog', { name: 'قيّم زيارتك' });
    await user.click(within(dialog).getByRole('radio', { name: '٢ من ٥ نجوم' }));
    await user.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
