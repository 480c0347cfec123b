import { PROFILE_FACT_MESSAGES, profileCompletion, type Language, type ProfileCompletion } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/http/app-error.js';
import { profileRowOf } from '../../users/users.profile-row.js';
import { profileFactsOf } from './profile-facts.js';

/** How complete the account's profile is (the modal's stage and what is missing). */
export async function profileCompletionOf(db: Db, userId: number): Promise<ProfileCompletion> {
  const user = await profileRowOf(db, userId);
  if (!user) throw new AppError('USERS_NOT_FOUND');
  return profileCompletion(profileFactsOf(user));
}

/**
 * The create gate (spec §6: a user completes their profile to create endowments): refuses with
 * ENDOWMENT_PROFILE_INCOMPLETE, one detail per missing fact (`path` = `profile.<fact>`), in `lang`.
 * Pass the transaction's `db` to read the profile in the same transaction as the insert.
 */
export async function requireCompleteProfile(db: Db, userId: number, lang: Language = 'ar'): Promise<void> {
  const { missing } = await profileCompletionOf(db, userId);
  if (missing.length === 0) return;
  throw new AppError(
    'ENDOWMENT_PROFILE_INCOMPLETE',
    missing.map((fact) => ({ path: `profile.${fact}`, code: 'missing', message: PROFILE_FACT_MESSAGES[fact][lang] })),
  );
}
