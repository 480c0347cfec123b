import { fieldMessage, type CreateDoctor, type Doctor, type Language, type UpdateDoctor } from '@bayan/shared';

/** The doctor form's inputs, as typed ('' for none). */
export interface DoctorFormValues {
  doctorPubkey: string;
  specialityPubkey: string;
  etablissementPubkey: string;
  roomPubkey: string;
  bio: string;
}

export function doctorFormValues(doctor?: Doctor): DoctorFormValues {
  return {
    doctorPubkey: doctor?.pubkey ?? '',
    specialityPubkey: doctor?.speciality?.pubkey ?? '',
    etablissementPubkey: doctor?.etablissement.pubkey ?? '',
    roomPubkey: doctor?.room?.pubkey ?? '',
    bio: doctor?.bio ?? '',
  };
}

/** The server's rule: an admin names the doctor's clinic; staff give their own without naming it. */
export const clinicRequired = (pickClinic: boolean) => (values: DoctorFormValues, language: Language) =>
  pickClinic && values.etablissementPubkey === ''
    ? { etablissementPubkey: fieldMessage('field.etablissementRequired', language) }
    : {};

/** POST /api/doctors's body: what was chosen (staff leave the clinic to the server). */
export function createBody(values: DoctorFormValues): CreateDoctor {
  return {
    doctorPubkey: values.doctorPubkey,
    specialityPubkey: values.specialityPubkey,
    ...(values.etablissementPubkey ? { etablissementPubkey: values.etablissementPubkey } : {}),
    ...(values.roomPubkey ? { roomPubkey: values.roomPubkey } : {}),
    ...(values.bio.trim() ? { bio: values.bio.trim() } : {}),
  };
}

/** PATCH /api/doctors/:pubkey's body: only what changed (no room is null); empty when nothing did. */
export function updateBody(values: DoctorFormValues, initial: DoctorFormValues): UpdateDoctor {
  const body: UpdateDoctor = {};
  if (values.specialityPubkey !== initial.specialityPubkey) body.specialityPubkey = values.specialityPubkey;
  if (values.etablissementPubkey !== initial.etablissementPubkey) body.etablissementPubkey = values.etablissementPubkey;
  if (values.roomPubkey !== initial.roomPubkey) body.roomPubkey = values.roomPubkey || null;
  if (values.bio.trim() !== initial.bio.trim()) body.bio = values.bio.trim();
  return body;
}
