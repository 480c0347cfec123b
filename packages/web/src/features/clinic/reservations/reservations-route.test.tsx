import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Reservation } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { formatCalendarDay } from '../../../lib/format-calendar-day';
import { addDays, zonedToday } from '../model/zoned-time';
import ReservationsRoute from './reservations-route';

const LIST = API_ROUTES['clinic.listReservations'].path;
const DECLINE = API_ROUTES['clinic.declineReservation'].path;

const aReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 'resv-0000000000000000001',
  reference: 'R-00001',
  status: 'PENDING',
  etablissement: { pubkey: 'clinic-00000000000000001', nameAr: 'عيادة النور', nameEn: 'Al Noor' },
  doctor: { pubkey: 'doctor-00000000000000001', name: 'د. سمير' },
  speciality: null,
  preferredDay: '2026-03-11',
  preferredTime: '10:30',
  declineReason: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  name: 'هدى الحربي',
  phone: '+966512345678',
  idNumber: '1000000008',
  notes: '',
  verifiedAt: '2026-03-01T08:01:00.000Z',
  decidedAt: null,
  appointment: null,
  patient: null,
  ...overrides,
});

describe('the staff’s reservations', () => {
  it('lists the requests and declines one with a reason after the prompt; the server’s field error stays on the field', async () => {
    signInAs('STAFF');
    let rows = [aReservation()];
    const sent: unknown[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 })),
      http.post(DECLINE, async ({ request, params }) => {
        const body = (await request.json()) as { reason: string };
        sent.push({ id: params.id, ...body });
        if (body.reason === 'x') {
          return apiError(request, 'VALIDATION_FAILED', [
            { path: 'body.reason', code: 'too_small', message: 'اكتب سبباً أوضح.' },
          ]);
        }
        rows = [aReservation({ status: 'DECLINED', declineReason: body.reason })];
        return HttpResponse.json(rows[0]);
      }),
    );
    const { user } = await renderPage(<ReservationsRoute />, { path: '/dashboard/reservations' });
    // The reference the visitor quotes on the phone, which the search takes too (finding 32).
    expect(await screen.findByText('R-00001')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: /رقم الطلب \(R-…\)/ })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'رفض طلب هدى الحربي' }));
    const prompt = screen.getByRole('alertdialog', { name: 'رفض الطلب' });
    const reason = within(prompt).getByLabelText(/^سبب الرفض/);
    await fill(user, reason, 'x');
    await user.click(within(prompt).getByRole('button', { name: 'رفض الطلب' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('اكتب سبباً أوضح.'));
    expect(screen.queryByText('البيانات المرسلة غير صالحة.')).toBeNull();

    await user.clear(reason);
    await fill(user, reason, 'الطبيب في إجازة');
    await user.click(within(prompt).getByRole('button', { name: 'رفض الطلب' }));
    expect(await screen.findByText('رُفض الطلب وأُبلغ الزائر بالسبب.')).toBeVisible();
    expect(sent).toEqual([
      { id: 'resv-0000000000000000001', reason: 'x' },
      { id: 'resv-0000000000000000001', reason: 'الطبيب في إجازة' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'رفض طلب هدى الحربي' })).toBeNull());
    expect(screen.getAllByText('مرفوض').length).toBeGreaterThan(0);
  });

  it('accepts on the day asked for: the asked speciality’s doctors first, that day open and the asked time marked', async () => {
    signInAs('STAFF');
    const today = zonedToday('Asia/Riyadh');
    const asked = addDays(today, 8);
    const ref = (pubkey: string, name: string) => ({ pubkey, nameAr: name, nameEn: name });
    const doctor = (pubkey: string, name: string, speciality: string) => ({
      pubkey,
      name,
      speciality: ref(speciality, speciality),
      etablissement: ref('clinic-00000000000000001', 'عيادة النور'),
      room: null,
      bio: '',
      rating: 0,
      ratingCount: 0,
      photoUrl: null,
    });
    const slot = (day: string, time: string) => ({
      start: `${day}T${time}:00+03:00`,
      end: `${day}T${time}:20+03:00`,
      seatsLeft: 1,
      state: 'Free' as const,
    });
    const availability: Record<string, string>[] = [];
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: [aReservation({ doctor: null, speciality: ref('family', 'طب الأسرة'), preferredDay: asked })],
          total: 1,
          currentPage: 1,
        }),
      ),
      http.get(API_ROUTES['clinic.listDoctors'].path, () =>
        HttpResponse.json({
          data: [doctor('dentist', 'د. أسنان', 'teeth'), doctor('family-doc', 'د. أسرة', 'family')],
          total: 2,
          currentPage: 1,
        }),
      ),
      http.get(API_ROUTES['clinic.doctorAvailability'].path, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        availability.push(query);
        const days = [today, asked].map((date) => ({
          date,
          slots: [slot(date, '10:00'), slot(date, '10:20'), slot(date, '10:40')],
        }));
        const type = {
          id: 't-1',
          nameAr: 'كشف',
          nameEn: 'Check-up',
          durationMinutes: 20,
          priceHalalas: 1,
          autoConfirm: false,
        };
        return HttpResponse.json({ doctor: 'family-doc', timeZone: 'Asia/Riyadh', days, consultationTypes: [type] });
      }),
    );
    const { user } = await renderPage(<ReservationsRoute />, { path: '/dashboard/reservations' });
    const accept = await screen.findByRole('button', { name: 'قبول طلب هدى الحربي' });
    expect(accept).toHaveTextContent('قبول');
    await user.click(accept);
    const dialog = await screen.findByRole('dialog', { name: 'قبول طلب هدى الحربي' });
    // The day asked for as every date pair reads (components/date-pair): Hijri first, Gregorian in brackets.
    const day = formatCalendarDay(asked, 'ar')!;
    expect(within(dialog).getByText(/^طلب يوم/)).toHaveTextContent(`طلب يوم ${day.hijri} (${day.gregorian})، الوقت:`);
    const doctorField = within(dialog).getByRole('combobox', { name: 'الطبيب' });
    await waitFor(() => expect(within(doctorField).getAllByRole('option')).toHaveLength(3));
    const groups = [...doctorField.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['أطباء التخصص المطلوب', ['د. أسرة']],
      ['أطباء آخرون في العيادة', ['د. أسنان']],
    ]);

    await user.selectOptions(doctorField, 'family-doc');
    const days = await within(dialog).findByRole('list', { name: 'الأيام التي فيها مواعيد' });
    const pressed = await within(days).findByRole('button', { pressed: true });
    expect(pressed.querySelector('time')).toHaveAttribute('datetime', asked);
    expect(availability.at(-1)).toMatchObject({ from: asked, type: 't-1' });
    const marked = within(dialog).getByText('الوقت المطلوب').closest('button')!;
    expect(marked.querySelector('time')).toHaveAttribute('datetime', `${asked}T10:20:00+03:00`);
  });
});
