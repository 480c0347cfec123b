import { http, HttpResponse } from 'msw';
import { API_ROUTES, type Doctor, type Etablissement, type Service, type Slot } from '@bayan/shared';
import { server } from '../../test/server';

const STAMPS = { createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z' };

export const CLINIC: Etablissement = {
  pubkey: 'e-1',
  nameAr: 'عيادة الأمل',
  nameEn: 'Al Amal Clinic',
  description: '',
  address: 'طريق الملك فهد، الرياض',
  phone: '+966112345678',
  weekendDays: [5],
  startHour: '09:00',
  endHour: '21:00',
  timeZone: 'Asia/Riyadh',
  ...STAMPS,
};

export const DOCTOR: Doctor = {
  pubkey: 'd-1',
  name: 'د. سمير',
  speciality: { pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry' },
  etablissement: { pubkey: 'e-1', nameAr: 'عيادة الأمل', nameEn: 'Al Amal Clinic' },
  room: null,
  bio: 'Twenty years of dentistry.',
  rating: 4.5,
  ratingCount: 12,
  photoUrl: null,
};

export const SERVICE: Service = {
  pubkey: 'v-1',
  nameAr: 'تنظيف الأسنان',
  nameEn: 'Teeth cleaning',
  priceHalalas: 15_050,
  durationMinutes: 30,
  ...STAMPS,
};

/** A list answer as the server writes it. */
export const page = (data: unknown[]) => HttpResponse.json({ data, total: data.length, currentPage: 1 });

/** Free times from tomorrow's 09:00 (Riyadh), so they are still to come whenever the test runs. */
export function freeSlot(day: string, time: string, state: Slot['state'] = 'Free'): Slot {
  return { start: `${day}T${time}:00+03:00`, end: `${day}T${time}:30+03:00`, seatsLeft: 1, state };
}

/** The public clinic API the site reads; each list answers what it is given. */
export function siteApi({
  clinics = [CLINIC],
  doctors = [DOCTOR],
  services = [SERVICE],
}: { clinics?: Etablissement[]; doctors?: Doctor[]; services?: Service[] } = {}) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listEtablissements'].path, () => page(clinics)),
    http.get(API_ROUTES['clinic.listSpecialities'].path, () =>
      page([{ pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry', ...STAMPS }]),
    ),
    http.get(API_ROUTES['clinic.listServices'].path, () => page(services)),
    http.get(API_ROUTES['clinic.listDoctors'].path, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return page(doctors);
    }),
  );
  return asked;
}
