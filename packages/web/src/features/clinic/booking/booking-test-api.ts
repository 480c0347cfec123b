import { http, HttpResponse } from 'msw';
import { API_ROUTES, type Appointment, type Doctor, type OfferedConsultationType, type Slot } from '@bayan/shared';
import { anAppointment } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { addDays, zonedToday } from '../model/zoned-time';

/** A clinic day two days ahead (Riyadh) and its slots at 09:00 (free), 09:30 (full) and 10:00 (blocked). */
export const DAY = addDays(zonedToday('Asia/Riyadh'), 2);
export const at = (time: string) => `${DAY}T${time}:00+03:00`;
const slot = (time: string, end: string, state: Slot['state']): Slot => ({
  start: at(time),
  end: at(end),
  seatsLeft: state === 'Free' ? 1 : 0,
  state,
});
export const SLOTS = [
  slot('09:00', '09:30', 'Free'),
  slot('09:30', '10:00', 'Full'),
  slot('10:00', '10:30', 'Blocked'),
];

export const DOCTOR: Doctor = {
  pubkey: 'd-1',
  name: 'د. سمير',
  speciality: { pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry' },
  etablissement: { pubkey: 'e-1', nameAr: 'عيادة الأمل', nameEn: 'Al Amal Clinic' },
  room: null,
  bio: '',
  rating: 0,
  ratingCount: 0,
  photoUrl: null,
};

export const TYPE: OfferedConsultationType = {
  id: 't-1',
  nameAr: 'كشف',
  nameEn: 'Check-up',
  durationMinutes: 30,
  priceHalalas: 15_000,
  autoConfirm: false,
};

interface BookingApi {
  doctors?: Doctor[];
  types?: OfferedConsultationType[];
  slots?: Slot[];
  /** The patient's own appointments (GET /api/appointments). */
  mine?: Appointment[];
  /** The answers to POST /api/appointments in turn; the last one repeats. */
  answers?: ((body: Record<string, unknown>) => Response)[];
}

export const booked = (status: Appointment['status']) => (body: Record<string, unknown>) =>
  HttpResponse.json(anAppointment({ status, start: String(body.start) }), { status: 201 });

/** The clinic's API as the wizard calls it; returns what was asked of it. */
export function bookingApi({
  doctors = [DOCTOR],
  types = [TYPE],
  slots = SLOTS,
  mine = [],
  answers = [booked('Pending')],
}: BookingApi = {}) {
  const calls = {
    availability: [] as Record<string, string>[],
    bookings: [] as { key: string | null; body: unknown }[],
  };
  const page = (data: unknown[]) => HttpResponse.json({ data, total: data.length, currentPage: 1 });
  server.use(
    http.get(API_ROUTES['clinic.listSpecialities'].path, () =>
      page([{ pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry', createdAt: '', updatedAt: '' }]),
    ),
    http.get(API_ROUTES['clinic.listDoctors'].path, () => page(doctors)),
    http.get(API_ROUTES['clinic.listAppointments'].path, () => page(mine)),
    http.get(API_ROUTES['clinic.doctorAvailability'].path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      calls.availability.push(query);
      const days = query.type ? [{ date: DAY, slots }] : [];
      return HttpResponse.json({ doctor: 'd-1', timeZone: 'Asia/Riyadh', days, consultationTypes: types });
    }),
    http.post(API_ROUTES['clinic.bookAppointment'].path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.bookings.push({ key: request.headers.get('idempotency-key'), body });
      return answers[Math.min(calls.bookings.length, answers.length) - 1]!(body);
    }),
  );
  return calls;
}
