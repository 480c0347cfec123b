import { CLINIC_PEOPLE_ROUTES, type CreatePatient, type Patient, type UpdatePatient } from '@bayan/shared';
import { usePeoplePage, useSavePerson } from './people-api';

const PATIENTS_KEY = ['clinic', 'patients'] as const;

export interface PatientsFilter {
  q: string;
  sort: string;
  gender: string;
  ageMin: string;
  ageMax: string;
}

/** The search, sort and filters as the list and the export send them ('' means no filter). */
export const patientsQuery = ({ q, sort, gender, ageMin, ageMax }: PatientsFilter) => ({
  q: q || undefined,
  sort,
  gender: gender || undefined,
  ageMin: ageMin || undefined,
  ageMax: ageMax || undefined,
});

/** One page of the patients' files the caller may read (GET /api/patients). */
export const usePatients = (page: number, filter: PatientsFilter) =>
  usePeoplePage<Patient>(CLINIC_PEOPLE_ROUTES['clinic.listPatients'], PATIENTS_KEY, page, patientsQuery(filter));

/** POST /api/patients (opens a PATIENT account's file) or PATCH /api/patients/:pubkey (what changed). */
export const useSavePatient = () =>
  useSavePerson<Patient, CreatePatient, UpdatePatient>(
    CLINIC_PEOPLE_ROUTES['clinic.createPatient'],
    CLINIC_PEOPLE_ROUTES['clinic.updatePatient'],
    PATIENTS_KEY,
  );
