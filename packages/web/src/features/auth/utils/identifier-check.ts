import { coreFieldMessage, type Language } from '@bayan/shared';

/**
 * The contract's "email, phone or ID number" rule runs only once its other fields are valid;
 * checked here too, an empty submit flags the identifier together with the password.
 */
export function identifierCheck({ login }: { login: string }, language: Language) {
  return login.trim() === '' ? { login: coreFieldMessage('field.loginRequired', language) } : {};
}
