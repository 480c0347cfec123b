import { GENDERS, ROLES, USER_STATUSES, type Profile } from '@bayan/shared';

type Check = (value: unknown) => boolean;
const text: Check = (value) => typeof value === 'string';
const flag: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const number: Check = (value) => typeof value === 'number';

const ADDRESS_PARTS: Record<string, Check> = {
  buildingNumber: orNull(text),
  street: orNull(text),
  district: orNull(text),
  secondaryDistrict: orNull(text),
  city: orNull(text),
  postalCode: orNull(text),
  additionalNumber: orNull(text),
  shortAddress: orNull(text),
  country: orNull(text),
  latitude: orNull(number),
  longitude: orNull(number),
};
const address: Check = (value) =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(ADDRESS_PARTS).every(([part, check]) => check((value as Record<string, unknown>)[part]));
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/**
 * Every field of the shared `profileSchema`, checked without zod: the stored profile is read on
 * every page of the dashboard, whose first load carries no validation library (issue 14). The
 * mapped type fails the build when the contract gains or loses a field; profile-guard.test.ts
 * holds the checks to the schema's own answers.
 */
const PROFILE_FIELDS: { [Field in keyof Profile]-?: Check } = {
  pubkey: text,
  name: text,
  firstName: text,
  lastName: text,
  fatherName: orNull(text),
  grandfatherName: orNull(text),
  email: orNull(text),
  phone: orNull(text),
  idNumber: orNull(text),
  gender: orNull(oneOf(GENDERS)),
  birthday: orNull(text),
  role: oneOf(ROLES),
  status: oneOf(USER_STATUSES),
  hasFile: flag,
  nationalAddress: (value) => value === undefined || orNull(address)(value),
  etablissementPubkey: (value) => value === undefined || orNull(text)(value),
  is_email_confirmed: flag,
  is_phone_confirmed: flag,
  must_change_password: flag,
  must_verify_phone: (value) => value === undefined || flag(value),
  totp_enabled: (value) => value === undefined || flag(value),
  must_enrol_totp: (value) => value === undefined || flag(value),
};

/** Whether a stored value still has the shape of the API's profile (an old release may have written another). */
export function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(PROFILE_FIELDS).every(([field, check]) => check(record[field]));
}
