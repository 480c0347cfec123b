import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Appointment, type DoctorAvailability, type Language } from '@bayan/shared';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { addDays } from '../model/zoned-time';
import CalendarRoute from './calendar-route';
import { daysOf } from './period';

/** A week a little ahead, so its appointments can still be confirmed. */
const DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const [SATURDAY] = daysOf('week', DAY);
const MONDAY = addDays(SATURDAY!, 2);
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();

const APPOINTMENTS: Appointment[] = [
  anAppointment({ id: 'a-1', start: at(MONDAY, '10:00'), patient: { pubkey: 'p-1', name: 'سارة' } }),
  anAppointment({
    id: 'a-2',
    status: 'Planed',
    start: at(MONDAY, '10:00'),
    end: at(MONDAY, '11:00'),
    patient: { pubkey: 'p-2', name: 'ليلى' },
  }),
  anAppointment({
    id: 'a-3',
    status: 'Canceled',
    start: at(SATURDAY!, '12:00'),
    patient: { pubkey: 'p-3', name: 'منى' },
  }),
];

function calendarApi() {
  const queries: Record<string, string>[] = [];
  const availability: DoctorAvailability = {
    doctor: 'me-DOCTOR',
    timeZone: 'Asia/Riyadh',
    days: [
      {
        date: MONDAY,
        slots: [
          { start: `${MONDAY}T09:00:00+03:00`, end: `${MONDAY}T09:30:00+03:00`, seatsLeft: 0, state: 'Blocked' },
          { start: `${MONDAY}T12:00:00+03:00`, end: `${MONDAY}T12:30:00+03:00`, seatsLeft: 1, state: 'Free' },
        ],
      },
    ],
    consultationTypes: [],
  };
  server.use(
    http.get(API_ROUTES['clinic.doctorAvailability'].path, () => HttpResponse.json(availability)),
    http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: APPOINTMENTS, total: APPOINTMENTS.length, currentPage: 1 });
    }),
  );
  return queries;
}

async function showCalendar(language: Language = 'ar') {
  signInAs('DOCTOR');
  const queries = calendarApi();
  const view = await renderPage(<CalendarRoute />, {
    language,
    path: `/dashboard/doctor-calendar?view=week&date=${DAY}`,
  });
  const grid = await screen.findByRole('region', { name: language === 'ar' ? /^مواعيد أنا/ : /^Appointments of/ });
  await within(grid).findByRole('button', { name: /سارة/ });
  return { ...view, queries, grid };
}

describe('the doctor’s calendar', () => {
  it('shows the doctor’s own week from Saturday, appointments by state over free and unavailable time', async () => {
    const { user, queries, grid } = await showCalendar();
    expect(queries[0]).toMatchObject({ doctor: 'me-DOCTOR', sort: 'start', limit: '100' });
    const headings = within(grid).getAllByText(/^(السبت|الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة)$/);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'السبت',
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
    ]);
    expect(within(grid).getByRole('button', { name: '١٠:٠٠ ص، سارة، قيد الانتظار' })).toBeVisible();
    expect(within(grid).getByRole('button', { name: '١٠:٠٠ ص، ليلى، مُجدوَل' })).toBeVisible();
    expect(within(grid).getByText('متاح')).toBeVisible();
    expect(within(grid).getByText('غير متاح')).toBeVisible();
    expect(within(grid).queryByRole('button', { name: /منى/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'إظهار الملغاة والمرفوضة' }));
    expect(within(grid).getByRole('button', { name: '١٢:٠٠ م، منى، ملغى' })).toBeVisible();
  });

  it('opens an appointment to confirm it', async () => {
    const { user, grid } = await showCalendar();
    const confirmed: unknown[] = [];
    server.use(
      http.post(API_ROUTES['clinic.confirmAppointment'].path, ({ params }) => {
        confirmed.push(params.id);
        return HttpResponse.json(anAppointment({ status: 'Planed' }));
      }),
    );
    await user.click(within(grid).getByRole('button', { name: /سارة/ }));
    const details = await screen.findByRole('dialog', { name: 'موعد سارة' });
    expect(within(details).queryByRole('button', { name: 'تسجيله منجزاً' })).not.toBeInTheDocument();
    // The desk sees how often this patient did not come (the server counts them).
    expect(within(details).getByText('مرات عدم حضور المريض').nextSibling).toHaveTextContent('٠');
    await user.click(within(details).getByRole('button', { name: 'تأكيد' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'تأكيد الموعد' });
    await user.click(within(prompt).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(confirmed).toEqual(['a-1']));
  });

  it('opens the appointment a notice links to (GET /api/appointments/:id), once', async () => {
    signInAs('DOCTOR');
    calendarApi();
    const asked: unknown[] = [];
    server.use(
      http.get(API_ROUTES['clinic.getAppointment'].path, ({ params }) => {
        asked.push(params.id);
        return HttpResponse.json(APPOINTMENTS[1]);
      }),
    );
    const { user } = await renderPage(<CalendarRoute />, {
      path: `/dashboard/doctor-calendar?view=day&date=${MONDAY}&appointment=a-2`,
    });
    const details = await screen.findByRole('dialog', { name: 'موعد ليلى' });
    expect(asked).toEqual(['a-2']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(details).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).not.toContain('appointment=');
  });

  it('moves with the arrow keys the way the days run: in Arabic the left arrow is the next week', async () => {
    const { user, grid } = await showCalendar('ar');
    act(() => grid.focus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe(addDays(DAY, 7)));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe(addDays(DAY, -7)));
  });

  it('moves the other way in English', async () => {
    const { user, grid } = await showCalendar('en');
    act(() => grid.focus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe(addDays(DAY, -7)));
  });
});
