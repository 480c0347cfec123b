import type { Language } from '@bayan/shared';
import { violatedConstraint } from '../../db/violation.js';
import { AppError } from '../../lib/http/app-error.js';
import type { Identifier, UsersRepository } from './users.repository.js';

type UniqueField = 'email' | 'phone' | 'idNumber';

const FIELD_MESSAGES: Record<UniqueField, Record<Language, string>> = {
  email: { ar: 'هذا البريد مستخدم في حساب آخر.', en: 'This email is used by another account.' },
  phone: { ar: 'رقم الجوال هذا مستخدم في حساب آخر.', en: 'This phone number is used by another account.' },
  // Says no more than that this number cannot be used: whose it is, or whether an account holds it
  // rather than another rule refusing it, is no one's business (issue 29).
  idNumber: { ar: 'لا يمكن استخدام رقم الهوية هذا.', en: 'This ID number cannot be used.' },
};

const CONSTRAINTS: Record<string, UniqueField> = {
  users_email_key: 'email',
  users_phone_key: 'phone',
  users_id_number_key: 'idNumber',
};

/** 409 USERS_DUPLICATE with one detail per clashing field, so a form can mark them. */
function duplicateError(fields: UniqueField[], lang: Language): AppError {
  return new AppError(
    'USERS_DUPLICATE',
    fields.map((field) => ({ path: `body.${field}`, code: 'duplicate', message: FIELD_MESSAGES[field][lang] })),
  );
}

/** Refuses identifiers another account holds (`exceptId`: the account being edited). */
export async function assertFreeIdentifiers(
  users: UsersRepository,
  identifier: Identifier,
  exceptId: number | undefined,
  lang: Language,
): Promise<void> {
  const taken = await users.takenIdentifiers(identifier, exceptId);
  const fields = (['email', 'phone', 'idNumber'] as const).filter((field) => taken[field]);
  if (fields.length > 0) throw duplicateError(fields, lang);
}

/**
 * Two requests can pass the check above at the same moment; the unique index then refuses the
 * second one, and that refusal is the same 409 rather than a 500.
 */
export function rethrowDuplicate(lang: Language) {
  return (error: unknown): never => {
    const name = violatedConstraint(error, '23505');
    const field = name === undefined ? undefined : CONSTRAINTS[name];
    if (field) throw duplicateError([field], lang);
    throw error;
  };
}
