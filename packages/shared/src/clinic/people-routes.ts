import type { Role } from '../permissions/roles.js';
import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

/** Who keeps a clinic's directory of people: its staff (their own clinic) and the admins. */
const DESK = ['STAFF', ...ADMINS] as const satisfies readonly Role[];
/** Who may read patients' files: the desk, and a doctor for the patients they see. */
const CARE_TEAM = ['STAFF', 'DOCTOR', ...ADMINS] as const satisfies readonly Role[];

/** Doctors (public: the booking flow lists them) and patients (never public): issue 10. */
export const CLINIC_PEOPLE_ROUTES = {
  'clinic.listDoctors': { method: 'GET', path: '/api/doctors', access: 'public' },
  'clinic.exportDoctors': { method: 'GET', path: '/api/doctors/export', access: DESK },
  'clinic.getDoctor': { method: 'GET', path: '/api/doctors/:pubkey', access: 'public' },
  'clinic.createDoctor': { method: 'POST', path: '/api/doctors', access: DESK },
  // A doctor may change their own bio; the service refuses them anything else.
  'clinic.updateDoctor': { method: 'PATCH', path: '/api/doctors/:pubkey', access: ['DOCTOR', ...DESK] },
  // The photo: public to read (the booking flow shows it); changed as the profile is.
  'clinic.getDoctorPhoto': { method: 'GET', path: '/api/doctors/:pubkey/photo', access: 'public' },
  'clinic.putDoctorPhoto': { method: 'PUT', path: '/api/doctors/:pubkey/photo', access: ['DOCTOR', ...DESK] },
  'clinic.deleteDoctorPhoto': { method: 'DELETE', path: '/api/doctors/:pubkey/photo', access: ['DOCTOR', ...DESK] },
  'clinic.listPatients': { method: 'GET', path: '/api/patients', access: CARE_TEAM },
  'clinic.exportPatients': { method: 'GET', path: '/api/patients/export', access: DESK },
  'clinic.getPatient': { method: 'GET', path: '/api/patients/:pubkey', access: CARE_TEAM },
  'clinic.createPatient': { method: 'POST', path: '/api/patients', access: DESK },
  // The patient's consent to a clinic that does not have them yet: asked by whoever may add them.
  'clinic.patientConsentCode': { method: 'POST', path: '/api/patients/consent-code', access: DESK },
  'clinic.updatePatient': { method: 'PATCH', path: '/api/patients/:pubkey', access: DESK },
} as const satisfies Record<string, ApiRoute>;
