import type { Agenda, Doctor } from '@bayan/shared';

const CREATED = '2026-11-01T09:00:00.000Z';
/** A doctor's public id, as long as real ones (the contract checks it). */
export const DOCTOR = 'dr_samir_0123456789abc';

/** A doctor of the clinics' directory (GET /api/doctors). */
export const aDirectoryDoctor = (pubkey: string, name: string): Doctor => ({
  pubkey,
  name,
  speciality: null,
  etablissement: { pubkey: 'e-1', nameAr: 'عيادة النور', nameEn: 'Al-Noor Clinic' },
  room: null,
  bio: '',
  rating: 0,
  ratingCount: 0,
  photoUrl: null,
});

/** An agenda as the API answers it: Dr Samir in December, Saturdays 09:00–13:00, one type. */
export function anAgenda(overrides: Partial<Agenda> = {}): Agenda {
  return {
    id: 'ag-1',
    doctor: { pubkey: DOCTOR, name: 'د. سمير' },
    etablissementPubkey: 'e-1',
    timeZone: 'Asia/Riyadh',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    weeklyHours: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [{ start: '09:00', end: '13:00' }] },
    consultationDuration: 30,
    patientsLimit: 1,
    consultationTypes: [
      {
        id: 't-1',
        agenda: 'ag-1',
        nameAr: 'كشف',
        nameEn: 'Visit',
        durationMinutes: 30,
        priceHalalas: 15_000,
        autoConfirm: false,
        cancellationCutoffHours: null,
        retired: false,
      },
    ],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
