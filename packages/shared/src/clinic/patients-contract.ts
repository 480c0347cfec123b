import { z } from 'zod';
import { birthdaySchema, idNumberSchema, otpCodeSchema } from '../auth/auth-contract.js';
import { GENDERS } from '../auth/genders.js';
import { personFactsRecord, personNamesRecord } from '../users/person-record.js';
import { intFromText, pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';

export const PATIENT_SORTABLE = ['createdAt', 'name', 'birthday'] as const;
export const PATIENT_NOTES_MAX = 2000;
export const PATIENT_AGE_MAX = 130;

/**
 * A patient's clinic file as the care team sees it: the account's identity and contacts (users)
 * with the clinic's notes. Never public; `pubkey` is the PATIENT account's.
 */
export const patientSchema = z
  .object({
    pubkey: z.string(),
    name: z.string(),
    ...personNamesRecord,
    ...personFactsRecord,
    age: z.number().int().nullable().describe('Whole years today (Asia/Riyadh), from the birthday'),
    notes: z.string(),
    noShows: z.number().int().describe('How many of the patient’s appointments ended as NoShow'),
    createdAt: z.iso.datetime().describe('When the clinic file was opened'),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Patient' });

export const patientsPageSchema = pageSchema(patientSchema).meta({ id: 'PatientsPage' });

const age = intFromText(z.number().int().min(0).max(PATIENT_AGE_MAX));

/** Search: name, phone (0512… finds +966512…), ID number or email, Arabic-normalised. */
const patientFilters = listQuerySchema(PATIENT_SORTABLE, '-createdAt').extend({
  gender: z.enum(GENDERS).optional(),
  ageMin: age.optional().describe('Inclusive, in whole years'),
  ageMax: age.optional().describe('Inclusive, in whole years'),
});

const agesInOrder = (query: { ageMin?: number | undefined; ageMax?: number | undefined }) =>
  query.ageMin === undefined || query.ageMax === undefined || query.ageMin <= query.ageMax;
const ageOrder = { message: 'field.ageRange', path: ['ageMax'] };

export const listPatientsQuerySchema = patientFilters.refine(agesInOrder, ageOrder);
export const exportPatientsQuerySchema = patientFilters.omit({ page: true, limit: true }).refine(agesInOrder, ageOrder);

const notes = z.string().trim().max(PATIENT_NOTES_MAX);

/** What the clinic desk records on the account when it opens the file (each optional). */
const accountFields = {
  gender: z.enum(GENDERS),
  birthday: birthdaySchema,
  idNumber: idNumberSchema,
};

/** Staff open a file in their own clinic; an admin may name the clinic registering the patient. */
export const createPatientSchema = z
  .object({
    patientPubkey: pubkeySchema.describe('An ACTIVE account with the PATIENT role'),
    etablissementPubkey: pubkeySchema.optional().describe('Staff: their own clinic (the default)'),
    notes: notes.optional(),
    gender: accountFields.gender.optional(),
    birthday: accountFields.birthday.optional(),
    idNumber: accountFields.idNumber.optional(),
    consentCode: otpCodeSchema
      .optional()
      .describe(
        'Staff, for a patient not yet in their clinic’s scope: the code POST /api/patients/consent-code texted to the patient',
      ),
  })
  .meta({ id: 'CreatePatient' });

/** Staff ask a patient who is not yet their clinic's to agree: a code goes to the patient's confirmed phone. */
export const patientConsentCodeSchema = z
  .object({
    patientPubkey: pubkeySchema.describe('An ACTIVE account with the PATIENT role'),
    etablissementPubkey: pubkeySchema
      .optional()
      .describe('Staff: their own clinic (the default); an admin names the clinic asking'),
  })
  .meta({ id: 'PatientConsentCode' });

/** Where the consent code went (the phone masked), how long it lives, when another may be asked. */
export const patientConsentSentSchema = z
  .object({ phone: z.string(), expiresInSeconds: z.int(), resendAfterSeconds: z.int() })
  .meta({ id: 'PatientConsentSent' });

export const updatePatientSchema = z
  .object({ notes, ...accountFields })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .meta({ id: 'UpdatePatient' });

export const patientParamsSchema = z.object({ pubkey: pubkeySchema });

export type Patient = z.infer<typeof patientSchema>;
export type ListPatientsQuery = z.output<typeof listPatientsQuerySchema>;
export type ExportPatientsQuery = z.output<typeof exportPatientsQuerySchema>;
export type CreatePatient = z.output<typeof createPatientSchema>;
export type UpdatePatient = z.output<typeof updatePatientSchema>;
export type PatientConsentCode = z.output<typeof patientConsentCodeSchema>;
export type PatientConsentSent = z.output<typeof patientConsentSentSchema>;
