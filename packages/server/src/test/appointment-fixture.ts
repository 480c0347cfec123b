import type { Appointment } from '@bayan/shared';

/** A Planed 30-minute appointment in Riyadh, as the API shows it: the input of message templates. */
export const appointmentAt = (start: string, doctorName = 'Fahd'): Appointment => ({
  id: 'A1',
  status: 'Planed',
  start,
  startDate: start,
  end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
  doctor: { pubkey: 'D1', name: doctorName },
  patient: { pubkey: 'P1', name: 'Huda' },
  etablissementPubkey: 'E1',
  timeZone: 'Asia/Riyadh',
  consultationType: 'T1',
  type: { pubkey: 'T1', nameAr: 'كشف', nameEn: 'Visit' },
  priceHalalas: 15000,
  durationMinutes: 30,
  duration: 30,
  color: '#00796b',
  notes: null,
  rescheduledFrom: null,
  patientNoShows: 0,
  createdAt: '2026-05-01T07:00:00.000Z',
});
