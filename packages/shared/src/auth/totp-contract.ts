import { z } from 'zod';
import { toLatinDigits } from '../text/digits.js';
import { tokensSchema } from './auth-contract.js';

/**
 * The second factor (TOTP, RFC 6238: 30 s, 6 digits, SHA-1) and its single-use recovery codes.
 * SUPERADMIN and ADMIN must enrol; STAFF and DOCTOR too while mfa_required_for_staff_doctors is on.
 */
export const TOTP_ROLES_ALWAYS = ['SUPERADMIN', 'ADMIN'] as const;
export const TOTP_ROLES_BY_SETTING = ['STAFF', 'DOCTOR'] as const;
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from the authenticator app; Arabic-Indic digits accepted. */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .refine((v) => /^\d{6}$/.test(v), { message: 'field.otp' });

/** The login's second step: the app's code or one recovery code (XXXXX-XXXXX, dashes and case ignored). */
export const totpLoginSchema = z
  .object({ mfa_token: z.string().trim().min(20).max(600), code: z.string().trim().min(6).max(32) })
  .meta({ id: 'TotpLogin' });

/** The second factors an account may finish its login with: its authenticator app, its passkeys. */
export const MFA_METHODS = ['totp', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/**
 * A password that was right, for an account with a second factor: no session yet, this token and a
 * code of the app (or a recovery code) or one of its passkeys finish it; `methods` says which it has.
 */
export const mfaChallengeSchema = z
  .object({ mfa_required: z.literal(true), mfa_token: z.string(), methods: z.array(z.enum(MFA_METHODS)) })
  .meta({ id: 'MfaChallenge' });

/** What POST /api/auth/login answers: the tokens, or the second step's challenge. */
export const loginResultSchema = z.union([tokensSchema, mfaChallengeSchema]);

export const totpStatusSchema = z
  .object({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.number().int() })
  .meta({ id: 'TotpStatus' });

/** A new secret waiting for its first code: shown as a QR code and as a key to type. */
export const totpSetupSchema = z
  .object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() })
  .meta({ id: 'TotpSetup' });

export const totpCodeBodySchema = z.object({ code: totpCodeSchema }).meta({ id: 'TotpCode' });

/** Ten fresh recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export type LoginResult = z.infer<typeof loginResultSchema>;
export type TotpStatus = z.infer<typeof totpStatusSchema>;
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
