import { z } from 'zod';
import { GENDERS } from '../auth/genders.js';

/** An account's names as the API answers them (a user, the profile, a patient's file). */
export const personNamesRecord = {
  firstName: z.string(),
  fatherName: z.string().nullable(),
  grandfatherName: z.string().nullable(),
  lastName: z.string(),
};

/** An account's contacts and identity as the API answers them, each null when not given. */
export const personFactsRecord = {
  email: z.string().nullable(),
  phone: z.string().nullable(),
  idNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
};
