import type { ErrorCode, Language, Role } from '@bayan/shared';
import { violatedConstraint } from '../../db/violation.js';
import { fieldError } from '../../lib/http/field-error.js';
import type { UserRow } from './users.table.js';

const clinicError = (code: Extract<ErrorCode, `USERS_ETABLISSEMENT_${string}`>, lang: Language) =>
  fieldError(code, 'etablissementPubkey', lang);

/**
 * The etablissement an account is left with (PRODUCT.md §3: STAFF act only inside their own).
 * An account made STAFF must name one, and only a STAFF account holds one: a role changed away
 * from STAFF drops it. A STAFF account from before the link (migration 0011 cleared free text that
 * named no clinic) keeps acting nowhere, through other edits too, until an admin sets its clinic.
 */
export function staffClinic(
  role: Role,
  given: string | undefined,
  current: Pick<UserRow, 'role' | 'etablissementPubkey'> | undefined,
  lang: Language,
): string | null {
  if (role !== 'STAFF') {
    if (given !== undefined) throw clinicError('USERS_ETABLISSEMENT_STAFF_ONLY', lang);
    return null;
  }
  if (given !== undefined) return given;
  if (current?.role === 'STAFF') return current.etablissementPubkey;
  throw clinicError('USERS_ETABLISSEMENT_REQUIRED', lang);
}

/** The foreign key refused a pubkey no etablissement holds: a 400 on the field, not a 500. */
export function rethrowUnknownClinic(lang: Language) {
  return (error: unknown): never => {
    if (violatedConstraint(error, '23503') === 'users_etablissement_fkey')
      throw clinicError('USERS_ETABLISSEMENT_UNKNOWN', lang);
    throw error;
  };
}
