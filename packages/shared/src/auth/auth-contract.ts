import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import { ROLES } from '../permissions/roles.js';
import { checkedString } from '../text/checked-schema.js';
import { toLatinDigits } from '../text/digits.js';
import { checkIdNumber } from '../text/national-id.js';
import { isSaudiMobile, normalizePhone } from '../text/phone.js';
import { nationalAddressSchema } from '../users/national-address-contract.js';
import { personFactsRecord, personNamesRecord } from '../users/person-record.js';
import { USER_STATUSES } from '../users/user-statuses.js';
import { GENDERS } from './genders.js';
import { PASSWORD_MAX } from './password-policy.js';

/** Login by email, phone or national ID number (PRODUCT.md §5); `login` accepts any of them. */
export const loginSchema = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    phone: z.string().trim().min(1).max(32).optional(),
    idNumber: z.string().trim().min(1).max(32).optional(),
    password: z.string().min(1).max(PASSWORD_MAX),
  })
  .refine((b) => Boolean(b.login ?? b.email ?? b.phone ?? b.idNumber), {
    message: 'field.loginRequired',
    path: ['login'],
  })
  .meta({ id: 'Login' });

/** A password being chosen: its length here, the common/personal-word rules on the server (AUTH_WEAK_PASSWORD). */
export const newPasswordSchema = z.string().min(12).max(PASSWORD_MAX);

/** Saudi mobile in any common spelling, stored as E.164 (+9665XXXXXXXX). */
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform(normalizePhone)
  .refine(isSaudiMobile, { message: 'field.phone' });

/** National ID or iqama: 10 digits starting with 1 or 2, Luhn-valid; Arabic-Indic digits accepted. */
export const idNumberSchema = checkedString(checkIdNumber);

export const emailSchema = z
  .string({ error: blankAs('field.emailRequired') })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: blankAs('field.emailRequired', 'field.email') }));

const personName = z.string().trim().min(1).max(80);

export const MAX_AGE_YEARS = 120;

/**
 * A plausible birth date: age 0 to 120, so no later than today and no earlier than the same day
 * 120 years ago. It catches a Hijri year typed as a Gregorian one (1415 for 1994).
 */
export function isPlausibleBirthday(day: string, now = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  const earliest = `${String(now.getUTCFullYear() - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return day >= earliest && day <= today;
}

/** A calendar date, YYYY-MM-DD (Gregorian), of someone aged 0 to 120. */
export const birthdaySchema = z.iso
  .date()
  .refine((day) => isPlausibleBirthday(day), { message: 'field.birthdayRange' });

/**
 * Spec §3 User fields a person gives about themself (register, profile), names in their one order:
 * first, father, grandfather, family (`lastName`, the spec's field).
 */
export const personFields = {
  firstName: personName,
  fatherName: personName.optional(),
  grandfatherName: personName.optional(),
  lastName: personName,
  gender: z.enum(GENDERS),
  birthday: birthdaySchema.optional(),
  idNumber: idNumberSchema.optional(),
};

export const registerSchema = z
  .object({
    ...personFields,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
  })
  .meta({ id: 'Register' });

/** Clinic sign-up (spec §2 clinic side): a PATIENT; the ID number is the clinic's login. */
export const patientRegisterSchema = registerSchema
  .extend({ idNumber: idNumberSchema, birthday: birthdaySchema })
  .meta({ id: 'PatientRegister' });

export const otpCodeSchema = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .refine((v) => /^\d{6}$/.test(v), { message: 'field.otp' });

export const registerOtpVerifySchema = z.object({ phone: phoneSchema, code: otpCodeSchema }).meta({
  id: 'RegisterOtpVerify',
});
export const otpVerifySchema = z.object({ code: otpCodeSchema }).meta({ id: 'OtpVerify' });

export const forgetPasswordSchema = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    phone: z.string().trim().min(1).max(32).optional(),
    idNumber: z.string().trim().min(1).max(32).optional(),
  })
  .refine((b) => Boolean(b.login ?? b.email ?? b.phone ?? b.idNumber), {
    message: 'field.loginRequired',
    path: ['login'],
  })
  .meta({ id: 'ForgetPassword' });

/** `{id}` of reset-password is the single-use token from the emailed link, never a user id. */
export const resetTokenParamsSchema = z.object({ id: z.string().trim().min(20).max(100) });
export const resetPasswordSchema = z.object({ password: newPasswordSchema }).meta({ id: 'ResetPassword' });
export const forcePasswordSchema = z.object({ password: newPasswordSchema }).meta({ id: 'ForcePassword' });
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), password: newPasswordSchema })
  .meta({ id: 'ChangePassword' });

export const confirmEmailQuerySchema = z.object({ token: z.string().trim().min(20).max(100) });

export const profileSchema = z
  .object({
    pubkey: z.string(),
    name: z.string(),
    ...personNamesRecord,
    ...personFactsRecord,
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    hasFile: z.boolean(),
    /**
     * The national address the endowment gate needs (issue 12); null when none is given. The server
     * always sends it; a profile stored by an older release has none.
     */
    nationalAddress: nationalAddressSchema.nullable().optional(),
    /**
     * A STAFF account's clinic (issue 32, finding 27: reception's doctor pickers offer that clinic's
     * doctors only); null for every other role. A profile stored by an older release has none.
     */
    etablissementPubkey: z.string().nullable().optional(),
    is_email_confirmed: z.boolean(),
    is_phone_confirmed: z.boolean(),
    must_change_password: z.boolean(),
    /** A sign-up made while otp_required_at_signup was on, phone not yet confirmed: only the OTP calls answer. */
    must_verify_phone: z.boolean().optional(),
    /** The account has a second factor (TOTP); absent from older answers. */
    totp_enabled: z.boolean().optional(),
    /** SUPERADMIN, ADMIN (and STAFF, DOCTOR by a setting) without TOTP: only its enrolment answers. */
    must_enrol_totp: z.boolean().optional(),
  })
  .meta({ id: 'Profile' });

export const tokensSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    profile: profileSchema,
  })
  .meta({ id: 'Tokens' });

/** Whether the logged-in account holds a code it could still enter (sent, unused, unexpired, tries left). */
export const phoneCodeStatusSchema = z.object({ pending: z.boolean() }).meta({ id: 'PhoneCodeStatus' });

/** The same answer whatever the identity (no account enumeration). */
export const acceptedSchema = z.object({ message: z.string() }).meta({ id: 'Accepted' });

export type LoginBody = z.infer<typeof loginSchema>;
export type RegisterBody = z.output<typeof registerSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
export type PhoneCodeStatus = z.infer<typeof phoneCodeStatusSchema>;
