import { z } from 'zod';
import { serialIdSchema } from '../ids/id-schemas.js';

/**
 * Passkeys (WebAuthn): a second factor beside the authenticator app, or a passwordless login for
 * the same accounts. The browser's JSON shapes (@simplewebauthn's RegistrationResponseJSON and
 * AuthenticationResponseJSON) are checked here for their frame and sizes; the server library
 * checks their content (signatures, origin, RP ID, challenge).
 */
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, { message: 'field.format' });

const credentialFrame = {
  id: b64url.min(1).max(1_400),
  rawId: b64url.min(1).max(1_400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.create answered, as JSON. */
export const passkeyRegistrationResponseSchema = z
  .object({
    ...credentialFrame,
    response: z.looseObject({
      clientDataJSON: b64url,
      attestationObject: b64url,
      transports: z.array(z.string().max(32)).max(8).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationResponse' });

/** What navigator.credentials.get answered, as JSON. */
export const passkeyAuthenticationResponseSchema = z
  .object({
    ...credentialFrame,
    response: z.looseObject({
      clientDataJSON: b64url,
      authenticatorData: b64url,
      signature: b64url,
      userHandle: b64url.optional(),
    }),
  })
  .meta({ id: 'PasskeyAuthenticationResponse' });

/** A name the account's owner gives a passkey ("my phone"). */
export const passkeyNameSchema = z.string().trim().min(1).max(60);

export const passkeyRegisterSchema = z
  .object({ name: passkeyNameSchema, response: passkeyRegistrationResponseSchema })
  .meta({ id: 'PasskeyRegister' });

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema }).meta({ id: 'PasskeyRename' });

export const passkeyIdParamsSchema = z.object({ id: serialIdSchema });

/**
 * A login by passkey's options: with `mfa_token` (the login's second step, after a right password)
 * for the account's own passkeys; without it, a passwordless login with a discoverable passkey.
 */
export const passkeyLoginOptionsSchema = z
  .object({ mfa_token: z.string().trim().min(20).max(600).optional() })
  .meta({ id: 'PasskeyLoginOptionsBody' });

export const passkeyLoginSchema = z
  .object({
    mfa_token: z.string().trim().min(20).max(600).optional(),
    response: passkeyAuthenticationResponseSchema,
  })
  .meta({ id: 'PasskeyLogin' });

/**
 * The options the browser hands to navigator.credentials (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON): answered by the server library, passed through as is.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() }).meta({ id: 'PasskeyOptions' });

export const passkeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Passkey' });

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) }).meta({ id: 'PasskeyList' });

export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;
export type PasskeyRegister = z.infer<typeof passkeyRegisterSchema>;
export type PasskeyLogin = z.infer<typeof passkeyLoginSchema>;
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyList = z.infer<typeof passkeyListSchema>;
