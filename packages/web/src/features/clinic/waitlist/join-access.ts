import { allows, CLINIC_ROUTES, type Profile } from '@bayan/shared';
import type { JoinTarget } from './join-form';

/**
 * Whether the account may put a patient on a waitlist, as the API decides (waitlist.join.ts and
 * patientOf): the join route's roles but a patient (who joins for themselves only), and a STAFF
 * account only with its clinic (the server finds every doctor and clinic foreign to one without).
 */
export function mayAddPatient(profile: Profile | null): boolean {
  if (!profile || profile.role === 'PATIENT') return false;
  if (!allows(CLINIC_ROUTES['clinic.joinWaitlist'].access, profile.role)) return false;
  return profile.role !== 'STAFF' || Boolean(profile.etablissementPubkey);
}

/**
 * What the account may wait for, as the API decides: a doctor adds patients to their own list only
 * (no speciality, no other doctor); STAFF within their clinic; a patient and the admins anything.
 */
export interface JoinScope {
  targets: readonly JoinTarget[];
  /** The doctor the entry is for, not to be chosen (a DOCTOR's own). */
  doctor?: string;
  /** The only clinic offered, chosen already (a STAFF account's). */
  clinic?: string;
}

export function joinScopeOf(profile: Profile | null): JoinScope {
  if (profile?.role === 'DOCTOR') return { targets: ['doctor'], doctor: profile.pubkey };
  const clinic = profile?.role === 'STAFF' ? (profile.etablissementPubkey ?? undefined) : undefined;
  return { targets: ['doctor', 'speciality'], ...(clinic ? { clinic } : {}) };
}
