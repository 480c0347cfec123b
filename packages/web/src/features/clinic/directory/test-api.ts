import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API_ROUTES, type Etablissement, type RouteKey } from '@bayan/shared';
import { server } from '../../../test/server';

/** A directory list answering `rows` and keeping every query it was sent (a test double of the API). */
export function listApi<T>(route: RouteKey, rows: T[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(API_ROUTES[route].path, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
    }),
  );
  return queries;
}

/** The bodies a POST or PATCH route was sent; it answers `answer` (the created or changed row). */
export function writeApi(route: RouteKey, answer: JsonBodyType = {}) {
  const bodies: unknown[] = [];
  const { method, path } = API_ROUTES[route];
  const handler = method === 'POST' ? http.post : http.patch;
  server.use(
    handler(path, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status: method === 'POST' ? 201 : 200 });
    }),
  );
  return bodies;
}

const STAMPS = { createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' };

/** A clinic as the API answers it: Riyadh's, Friday off, 09:00–21:00. */
export const aClinic = (overrides: Partial<Etablissement> = {}): Etablissement => ({
  pubkey: 'AAAAAAAAAAAAAAAAAAAAAA',
  nameAr: 'عيادة النور',
  nameEn: 'Al-Noor Clinic',
  description: '',
  address: 'الرياض',
  phone: '0112345678',
  weekendDays: [5],
  startHour: '09:00',
  endHour: '21:00',
  timeZone: 'Asia/Riyadh',
  ...STAMPS,
  ...overrides,
});

export const aSpeciality = (pubkey: string, nameAr: string, nameEn: string) => ({ pubkey, nameAr, nameEn, ...STAMPS });
