import { CLINIC_PEOPLE_ROUTES } from '@bayan/shared';

/** The clinic's two people lists: whose accounts they hold, and the routes that add, edit and export them. */
export const PEOPLE = {
  doctors: {
    role: 'DOCTOR',
    create: CLINIC_PEOPLE_ROUTES['clinic.createDoctor'],
    update: CLINIC_PEOPLE_ROUTES['clinic.updateDoctor'],
    export: CLINIC_PEOPLE_ROUTES['clinic.exportDoctors'],
  },
  patients: {
    role: 'PATIENT',
    create: CLINIC_PEOPLE_ROUTES['clinic.createPatient'],
    update: CLINIC_PEOPLE_ROUTES['clinic.updatePatient'],
    export: CLINIC_PEOPLE_ROUTES['clinic.exportPatients'],
  },
} as const;

export type People = keyof typeof PEOPLE;
