import { http, HttpResponse } from 'msw';
import { API_ROUTES, type Doctor, type Patient, type UserPickerItem } from '@bayan/shared';
import { server } from '../../../../test/server';

const CREATED = '2026-01-05T08:00:00.000Z';
/** A pubkey in the API's format (22 characters), readable in a test. */
export const key = (name: string) => name.padEnd(22, '_');
export const KEYS = {
  speciality: key('speciality1'),
  clinic1: key('clinic1'),
  clinic2: key('clinic2'),
  room1: key('room1'),
  room2: key('room2'),
  doctor: key('doctor1'),
  patient: key('patient1'),
} as const;
const page = <T>(data: T[]) => HttpResponse.json({ data, total: data.length, currentPage: 1 });
const named = (pubkey: string, nameAr: string, nameEn: string) => ({ pubkey, nameAr, nameEn });

/** The directory the pickers read, and the accounts `GET /api/users/list` offers for `role`. */
export function directoryApi(accounts: UserPickerItem[] = []) {
  const roomQueries: (string | null)[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listSpecialities'].path, () =>
      page([named(KEYS.speciality, 'طب الأسنان', 'Dentistry')]),
    ),
    http.get(API_ROUTES['clinic.listEtablissements'].path, () =>
      page([
        named(KEYS.clinic1, 'عيادة النور', 'Al-Noor clinic'),
        named(KEYS.clinic2, 'عيادة الشفاء', 'Al-Shifa clinic'),
      ]),
    ),
    http.get(API_ROUTES['clinic.listRooms'].path, ({ request }) => {
      const clinic = new URL(request.url).searchParams.get('etablissement');
      roomQueries.push(clinic);
      return page(
        clinic === KEYS.clinic2
          ? [{ pubkey: KEYS.room2, name: 'غرفة ٢٠١' }]
          : [{ pubkey: KEYS.room1, name: 'غرفة ١٠١' }],
      );
    }),
    http.get(API_ROUTES['users.picker'].path, ({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      return HttpResponse.json(accounts.filter((account) => account.role === role));
    }),
  );
  return { roomQueries };
}

/** What a POST or PATCH of `route` was sent, answered with `answer`. */
export function captureBodies(method: 'post' | 'patch', path: string, answer: object) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status: method === 'post' ? 201 : 200 });
    }),
  );
  return bodies;
}

export function aDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    pubkey: KEYS.doctor,
    name: 'سمير العتيبي',
    speciality: named(KEYS.speciality, 'طب الأسنان', 'Dentistry'),
    etablissement: named(KEYS.clinic1, 'عيادة النور', 'Al-Noor clinic'),
    room: { pubkey: KEYS.room1, name: 'غرفة ١٠١' },
    bio: '',
    rating: 0,
    ratingCount: 0,
    photoUrl: null,
    ...overrides,
  };
}

export function aPatient(overrides: Partial<Patient> = {}): Patient {
  return {
    pubkey: KEYS.patient,
    name: 'ليلى الحربي',
    firstName: 'ليلى',
    fatherName: null,
    grandfatherName: null,
    lastName: 'الحربي',
    email: null,
    phone: null,
    idNumber: null,
    gender: null,
    birthday: null,
    age: null,
    notes: '',
    noShows: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
