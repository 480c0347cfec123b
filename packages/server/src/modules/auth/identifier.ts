import { loginKind, normalizePhone, toLatinDigits, type LoginBody } from '@bayan/shared';
import type { Identifier } from '../users/users.repository.js';

/** The identity fields of login and forget-password: one of them, or `login` holding any of them. */
export type IdentityFields = Pick<LoginBody, 'login' | 'email' | 'phone' | 'idNumber'>;

/** Which account field a login value names: email by its "@", else national ID number or phone. */
export function identifierOf(body: IdentityFields): Identifier {
  if (body.email) return { email: body.email.toLowerCase() };
  if (body.phone) return { phone: normalizePhone(body.phone) };
  if (body.idNumber) return { idNumber: toLatinDigits(body.idNumber) };
  const login = (body.login ?? '').trim();
  const kind = loginKind(login);
  if (kind === 'email') return { email: login.toLowerCase() };
  const digits = toLatinDigits(login);
  return kind === 'idNumber' ? { idNumber: digits } : { phone: normalizePhone(digits) };
}

/**
 * The throttling key of an identity: the normalised identifier whether or not an account has it,
 * so known and unknown identities are throttled alike.
 */
export function identityKey(identifier: Identifier): string {
  if (identifier.email) return `email:${identifier.email}`;
  if (identifier.phone) return `phone:${identifier.phone}`;
  return `id:${identifier.idNumber ?? ''}`;
}

/** The keys of every identity an account can log in with. */
export function identitiesOf(account: {
  email: string | null;
  phone: string | null;
  idNumber: string | null;
}): string[] {
  const { email, phone, idNumber } = account;
  return [{ email: email?.toLowerCase() }, { phone: phone ?? undefined }, { idNumber: idNumber ?? undefined }]
    .filter((identifier) => Object.values(identifier).some(Boolean))
    .map(identityKey);
}
