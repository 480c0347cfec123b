import { checkPassword, fieldMessage, type Language } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { UserRow } from '../users/users.table.js';
import { verifyPassword } from '../../lib/password-hash.js';

const RULE_MESSAGES = {
  tooShort: 'field.passwordTooShort',
  tooLong: 'field.passwordTooLong',
  common: 'field.passwordCommon',
  personal: 'field.passwordPersonal',
} as const;

/** What a person's password must not be built from (PRODUCT.md §5: context words). */
export type PersonalWords = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'fatherName'
    | 'grandfatherName'
    | 'lastName'
    | 'email'
    | 'pendingEmail'
    | 'phone'
    | 'pendingPhone'
    | 'idNumber'
    | 'pendingIdNumber'
  >
>;

function contextOf(person: PersonalWords): string[] {
  const phones = [person.phone, person.pendingPhone].filter((p): p is string => Boolean(p));
  const words = [person.firstName, person.fatherName, person.grandfatherName, person.lastName];
  words.push(person.email, person.pendingEmail, person.idNumber, person.pendingIdNumber);
  // People type their number as 05…, not +9665….
  return [...words, ...phones.flatMap((p) => [p, p.replace(/^\+966/, '0')])].filter((w): w is string => Boolean(w));
}

/** 400 AUTH_WEAK_PASSWORD, with the broken rule as a field detail, when the policy refuses the password. */
export function assertStrongPassword(password: string, person: PersonalWords, lang: Language): void {
  const rule = checkPassword(password, contextOf(person));
  if (!rule) return;
  const message = fieldMessage(RULE_MESSAGES[rule], lang);
  throw new AppError('AUTH_WEAK_PASSWORD', [{ path: 'body.password', code: rule, message }]);
}

/** A password replacing the account's current one: strong, and not the current one again. */
export async function assertNewPassword(password: string, user: UserRow, lang: Language): Promise<void> {
  assertStrongPassword(password, user, lang);
  if (await verifyPassword(user.passwordHash, password)) throw new AppError('AUTH_SAME_PASSWORD');
}
