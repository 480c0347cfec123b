import { http, HttpResponse } from 'msw';
import { API_ROUTES, type WaitlistEntry } from '@bayan/shared';

/** What the waitlist's screen tests share: an entry, the doctors' picker and their consultation types. */

export const CLINIC = { pubkey: 'e', nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' };

/** A patient's entry for Dr Samir, waiting, on four December days; `overrides` make it another. */
export function anEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'entry-1',
    status: 'ACTIVE',
    patient: { pubkey: 'p', name: 'هدى أحمد' },
    doctor: { pubkey: 'd-1', name: 'د. سمير' },
    speciality: null,
    etablissement: CLINIC,
    consultationType: null,
    fromDate: '2026-12-09',
    toDate: '2026-12-12',
    fromTime: null,
    toTime: null,
    offerCount: 0,
    createdAt: new Date().toISOString(),
    offer: null,
    booked: null,
    ...overrides,
  };
}

/** The doctors' picker (Dr Samir of Al-Noor) and the consultation types his agendas offer. */
export const doctorHandlers = (types: object[] = []) => [
  http.get(API_ROUTES['clinic.listDoctors'].path, () =>
    HttpResponse.json({ data: [{ pubkey: 'd-1', name: 'د. سمير', etablissement: CLINIC }], total: 1, currentPage: 1 }),
  ),
  http.get(API_ROUTES['clinic.doctorAvailability'].path, () =>
    HttpResponse.json({ timeZone: 'Asia/Riyadh', days: [], consultationTypes: types }),
  ),
];

/** POST /api/waitlist: each body is kept in the list answered, and the entry comes back. */
export function joinHandler(entry: WaitlistEntry) {
  const joins: unknown[] = [];
  const handler = http.post(API_ROUTES['clinic.joinWaitlist'].path, async ({ request }) => {
    joins.push(await request.json());
    return HttpResponse.json(entry, { status: 201 });
  });
  return { joins, handler };
}
