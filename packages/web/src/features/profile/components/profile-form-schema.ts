import { z } from 'zod';
import { toLatinDigits, updateMeSchema, type Language, type Profile } from '@bayan/shared';
import i18n from '../../../i18n/i18n';
import type { FieldMessages } from '../../../components/form/zod-form-resolver';

/** The date of birth may be typed in Arabic-Indic digits (PRODUCT §9); the contract reads Latin ones. */
export const profileFormSchema = z.preprocess(
  (input) =>
    typeof input === 'object' && input !== null && 'birthday' in input && typeof input.birthday === 'string'
      ? { ...input, birthday: toLatinDigits(input.birthday) }
      : input,
  updateMeSchema,
);

/** Fields the account may empty: saved as null. */
export const CLEARABLE = ['fatherName', 'familyName', 'birthday', 'idNumber'] as const;

export function profileValues(profile: Profile) {
  return {
    firstName: profile.firstName,
    fatherName: profile.fatherName ?? '',
    familyName: profile.familyName ?? '',
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    birthday: profile.birthday ?? '',
    idNumber: profile.idNumber ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  };
}

export type ProfileValues = ReturnType<typeof profileValues>;

/** The names cannot be emptied, nor can an email, phone or gender the account already has. */
export function requiredErrors(values: ProfileValues, profile: Profile, language: Language): FieldMessages {
  const required: (keyof ProfileValues)[] = ['firstName', 'lastName'];
  for (const key of ['gender', 'email', 'phone'] as const) if (profile[key] !== null) required.push(key);
  const message = i18n.getFixedT(language)('form.required');
  return Object.fromEntries(required.filter((key) => values[key].trim() === '').map((key) => [key, message]));
}
