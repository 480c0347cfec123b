import { z } from 'zod';
import { normalizePhone, toLatinDigits, updateMeSchema, type Language, type Profile } from '@bayan/shared';
import i18n from '../../../i18n/i18n';
import type { FieldMessages } from '../../../components/form/zod-form-resolver';

/**
 * The date of birth may be typed in Arabic-Indic digits (PRODUCT §9); the contract reads Latin
 * ones. An empty current password is not sent (it is asked for only when the email, phone or ID
 * number change).
 */
export const profileFormSchema = z.preprocess((input) => {
  if (typeof input !== 'object' || input === null) return input;
  const values: Record<string, unknown> = { ...input };
  if (typeof values.birthday === 'string') values.birthday = toLatinDigits(values.birthday);
  if (values.currentPassword === '') delete values.currentPassword;
  return values;
}, updateMeSchema);

/** Fields the account may empty: saved as null. */
export const CLEARABLE = ['fatherName', 'grandfatherName', 'birthday', 'idNumber'] as const;

export function profileValues(profile: Profile) {
  return {
    firstName: profile.firstName,
    fatherName: profile.fatherName ?? '',
    grandfatherName: profile.grandfatherName ?? '',
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    birthday: profile.birthday ?? '',
    idNumber: profile.idNumber ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    currentPassword: '',
  };
}

export type ProfileValues = ReturnType<typeof profileValues>;

/**
 * Whether the typed email or phone differs from the account's (as the server compares them: the
 * email in lower case, the phone normalised): then the server asks for the current password.
 */
export function changesContacts(values: Pick<ProfileValues, 'email' | 'phone'>, profile: Profile): boolean {
  const email = values.email.trim().toLowerCase();
  const phone = values.phone.trim();
  const emailChanged = email !== '' && email !== (profile.email ?? '').toLowerCase();
  const phoneChanged = phone !== '' && normalizePhone(phone) !== (profile.phone ?? '');
  return emailChanged || phoneChanged;
}

/** Whether the typed ID number (in either digits) sets, replaces or empties the account's: the password too. */
export function changesIdNumber(values: Pick<ProfileValues, 'idNumber'>, profile: Profile): boolean {
  return toLatinDigits(values.idNumber.trim()) !== (profile.idNumber ?? '');
}

/**
 * The names cannot be emptied, nor can an email, phone or gender the account already has; a new
 * email, phone or ID number needs the current password.
 */
export function requiredErrors(values: ProfileValues, profile: Profile, language: Language): FieldMessages {
  const required: (keyof ProfileValues)[] = ['firstName', 'lastName'];
  for (const key of ['gender', 'email', 'phone'] as const) if (profile[key] !== null) required.push(key);
  if (changesContacts(values, profile) || changesIdNumber(values, profile)) required.push('currentPassword');
  const message = i18n.getFixedT(language)('form.required');
  return Object.fromEntries(required.filter((key) => values[key].trim() === '').map((key) => [key, message]));
}
