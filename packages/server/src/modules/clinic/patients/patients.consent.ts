import type { Language, PatientConsentCode } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { consentCodeMessage } from './consent-message.js';
import { etablissementOf } from '../directory/directory-refs.js';

/**
 * Why a patient may become a clinic's (a file registered there, or a first appointment there, puts
 * the patient's file in its staff's reach): an admin acts; the patient already is the clinic's;
 * the patient proved their own phone to it (a reservation's code, `phone`); or the patient agreed
 * by the code texted to their confirmed phone (`code`, spent with the write it allows).
 */
export type Consent = { way: 'admin' | 'scope' | 'phone' } | { way: 'code'; codeId: number };

/** Who the patient is and which clinic would have them. */
export interface ConsentTarget {
  patientId: number;
  etablissementId: number;
}

const isAdmin = (actor: ClinicActor) => actor.role === 'ADMIN' || actor.role === 'SUPERADMIN';

/**
 * What a consent code is bound to: one clinic and one patient; its owner is the desk account that
 * asked, so only that account can enter it.
 */
const consentScope = ({ etablissementId, patientId }: ConsentTarget) => `clinic:${etablissementId}:${patientId}`;

/** An ACTIVE PATIENT account named by its pubkey, else the field's 400. */
export async function patientAccount(deps: ClinicDeps, pubkey: string, lang: Language) {
  const account = await deps.users.accounts.findByPubkey(pubkey);
  if (account?.role !== 'PATIENT' || account.status !== 'ACTIVE')
    throw fieldError('CLINIC_PATIENT_ACCOUNT_INVALID', 'patientPubkey', lang);
  return account;
}

/**
 * POST /api/patients/consent-code: a 6-digit code by SMS to the patient's confirmed phone (none:
 * 422), naming the clinic that asks, under the OTP rules (5 minutes, 5 tries, 60 s apart, 5 an
 * hour per phone) and the caller's IP's message limit. Answers the phone it went to.
 */
export async function sendConsentCode(
  deps: ClinicDeps,
  input: PatientConsentCode,
  caller: Caller,
  actor: ClinicActor,
): Promise<string> {
  const { lang } = caller;
  const clinic = await etablissementOf(deps.repos, actor, input.etablissementPubkey, lang);
  if (!clinic) throw fieldError('CLINIC_ETABLISSEMENT_REQUIRED', 'etablissementPubkey', lang);
  const account = await patientAccount(deps, input.patientPubkey, lang);
  if (!account.phone || !account.isPhoneVerified) throw new AppError('CLINIC_PATIENT_PHONE_UNCONFIRMED');
  const names = await deps.repos.etablissements.findByPubkey(clinic.pubkey);
  const name = (lang === 'en' ? names?.nameEn : names?.nameAr) ?? '';
  await deps.auth.limits.message(caller);
  const target = { patientId: account.id, etablissementId: clinic.id };
  const outcome = await deps.auth.phoneOtp.send({ userId: caller.accountId }, account.phone, 'clinic_consent', lang, {
    scope: consentScope(target),
    message: (code) => consentCodeMessage(lang, code, name),
  });
  if (outcome !== 'sent') throw outcome;
  return account.phone;
}

/**
 * Whether the caller may bring the patient into the clinic, checked before the write's transaction
 * (a code's attempt is spent on its own and stays spent). Without a way: 403; a wrong, expired or
 * spent code: 400 on `consentCode`. `phoneProven`: the patient's own request proved their phone.
 */
export async function consentFor(
  deps: ClinicDeps,
  caller: Caller,
  actor: ClinicActor,
  target: ConsentTarget,
  given: { code?: string | undefined; phoneProven?: boolean },
): Promise<Consent> {
  if (isAdmin(actor)) return { way: 'admin' };
  if (await deps.repos.patients.inClinic(target.patientId, target.etablissementId)) return { way: 'scope' };
  if (given.phoneProven) return { way: 'phone' };
  if (given.code === undefined) throw new AppError('CLINIC_PATIENT_CONSENT_REQUIRED');
  try {
    const match = { userId: caller.accountId, purpose: 'clinic_consent', scope: consentScope(target) } as const;
    return { way: 'code', codeId: (await deps.auth.phoneOtp.check(match, given.code)).id };
  } catch (error) {
    if (error instanceof AppError && error.code === 'AUTH_OTP_INVALID') throw invalidConsent(caller.lang);
    throw error;
  }
}

const invalidConsent = (lang: Language) => fieldError('CLINIC_PATIENT_CONSENT_INVALID', 'consentCode', lang);

/** Spends the code a consent was given by, in the write's transaction: used once, and only if the write commits. */
export async function spendConsent(deps: ClinicDeps, consent: Consent, tx: Tx, lang: Language): Promise<void> {
  if (consent.way !== 'code') return;
  if (!(await deps.verification.consumePhoneCode(consent.codeId, deps.clock.now(), tx))) throw invalidConsent(lang);
}
