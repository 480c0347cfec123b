import { http, HttpResponse } from 'msw';
import { API_ROUTES, type Appointment, type Doctor } from '@bayan/shared';
import { server } from '../../../test/server';

/** GET /api/appointments answering `rows`, keeping every query it was sent. */
export function listApi(rows: Appointment[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
    }),
    http.get(API_ROUTES['clinic.listDoctors'].path, () =>
      HttpResponse.json({
        data: [aDoctor('d-1', 'د. سمير', 'عيادة النور'), aDoctor('d-2', 'د. هند', 'عيادة الشفاء')],
        total: 2,
        currentPage: 1,
      }),
    ),
  );
  return queries;
}

/** A doctor of the clinics' directory (GET /api/doctors). */
const aDoctor = (pubkey: string, name: string, clinic: string): Doctor => ({
  pubkey,
  name,
  speciality: null,
  etablissement: { pubkey: `e-${pubkey}`, nameAr: clinic, nameEn: clinic },
  room: null,
  bio: '',
  rating: 0,
  ratingCount: 0,
  photoUrl: null,
});
