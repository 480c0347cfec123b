import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import type { Language } from '../i18n/languages.js';
import { PUBKEY_PATTERN } from '../ids/id-schemas.js';

/**
 * Spec §5's catalogue messages for a choice or a value the clinic's forms need and the person left
 * out (see FIELD_MESSAGES); "Email is required." is the core's (core-field-messages.ts).
 */
export const CLINIC_FIELD_MESSAGES = {
  'field.etablissementRequired': { ar: 'العيادة مطلوبة.', en: 'Etablissement is required.' },
  'field.doctorRequired': { ar: 'الطبيب مطلوب.', en: 'Doctor is required.' },
  'field.specialityRequired': { ar: 'التخصص مطلوب.', en: 'Speciality is required.' },
  'field.patientRequired': { ar: 'المريض مطلوب.', en: 'Patient is required.' },
  'field.dateRequired': { ar: 'التاريخ مطلوب.', en: 'Date is required.' },
  'field.timeRequired': { ar: 'الوقت مطلوب.', en: 'Time is required.' },
  'field.textRequired': { ar: 'أدخل نصاً.', en: 'Please enter text.' },
} as const satisfies Record<string, Record<Language, string>>;

export type ClinicRequiredKey = keyof typeof CLINIC_FIELD_MESSAGES;

/** A public id the form must name (a clinic, a doctor, a speciality): left out, `key` says which. */
export const requiredPubkey = (key: ClinicRequiredKey) =>
  z.string({ error: blankAs(key) }).regex(PUBKEY_PATTERN, { error: blankAs(key, 'field.identifier') });
