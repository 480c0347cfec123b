import { useMutation } from '@tanstack/react-query';
import {
  CLINIC_PEOPLE_ROUTES,
  type CreatePatient,
  type Patient,
  type PatientConsentSent,
  type UpdatePatient,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
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

/**
 * POST /api/patients/consent-code: the patient's consent code, texted to their confirmed phone.
 * The consent step says where it went, or why it did not (no confirmed phone, too soon): no toast.
 */
export const useSendConsentCode = () =>
  useMutation({
    mutationFn: (patientPubkey: string) =>
      apiRequest<PatientConsentSent>(routePath(CLINIC_PEOPLE_ROUTES['clinic.patientConsentCode']), {
        method: 'POST',
        body: { patientPubkey },
      }),
    meta: { errorShown: true, silentSuccess: true },
  });
