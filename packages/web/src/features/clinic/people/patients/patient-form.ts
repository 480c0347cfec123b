import type { CreatePatient, Patient, UpdatePatient } from '@bayan/shared';

/** The patient form's inputs, as typed ('' for none). */
export interface PatientFormValues {
  patientPubkey: string;
  etablissementPubkey: string;
  birthday: string;
  gender: string;
  idNumber: string;
  notes: string;
  /** Staff adding a patient new to their clinic: the code the patient received (patients.consent). */
  consentCode: string;
}

export function patientFormValues(patient?: Patient): PatientFormValues {
  return {
    patientPubkey: patient?.pubkey ?? '',
    etablissementPubkey: '',
    birthday: patient?.birthday ?? '',
    gender: patient?.gender ?? '',
    idNumber: patient?.idNumber ?? '',
    notes: patient?.notes ?? '',
    consentCode: '',
  };
}

type Checked = Partial<Omit<PatientFormValues, 'gender'>> & { gender?: CreatePatient['gender'] };

/** POST /api/patients's body: the account and what was given (the schema already dropped the blanks). */
export const createBody = (checked: Checked): CreatePatient => checked as CreatePatient;

/**
 * PATCH /api/patients/:pubkey's body: only what changed. The account's fields cannot be cleared
 * here (the API takes a value or nothing), so a field emptied is left as it was.
 */
export function updateBody(checked: Checked, values: PatientFormValues, initial: PatientFormValues): UpdatePatient {
  const body: UpdatePatient = {};
  if (values.notes.trim() !== initial.notes.trim()) body.notes = values.notes.trim();
  if (values.gender !== initial.gender && checked.gender) body.gender = checked.gender;
  if (values.birthday !== initial.birthday && checked.birthday) body.birthday = checked.birthday;
  if (values.idNumber !== initial.idNumber && checked.idNumber) body.idNumber = checked.idNumber;
  return body;
}
