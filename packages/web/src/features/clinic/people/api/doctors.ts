import { CLINIC_PEOPLE_ROUTES, type CreateDoctor, type Doctor, type UpdateDoctor } from '@bayan/shared';
import { usePeoplePage, useSavePerson } from './people-api';

/** Every query of doctors starts so (the appointment screens' doctor pickers too). */
export const DOCTORS_KEY = ['clinic', 'doctors'] as const;

export interface DoctorsFilter {
  q: string;
  sort: string;
  speciality: string;
  etablissement: string;
}

/** The search, sort and filters as the list and the export send them ('' means no filter). */
export const doctorsQuery = ({ q, sort, speciality, etablissement }: DoctorsFilter) => ({
  q: q || undefined,
  sort,
  speciality: speciality || undefined,
  etablissement: etablissement || undefined,
});

/** One page of the clinics' doctors (GET /api/doctors). */
export const useDoctors = (page: number, filter: DoctorsFilter) =>
  usePeoplePage<Doctor>(CLINIC_PEOPLE_ROUTES['clinic.listDoctors'], DOCTORS_KEY, page, doctorsQuery(filter));

/** POST /api/doctors (a DOCTOR account's profile) or PATCH /api/doctors/:pubkey (what changed). */
export const useSaveDoctor = () =>
  useSavePerson<Doctor, CreateDoctor, UpdateDoctor>(
    CLINIC_PEOPLE_ROUTES['clinic.createDoctor'],
    CLINIC_PEOPLE_ROUTES['clinic.updateDoctor'],
    DOCTORS_KEY,
  );
