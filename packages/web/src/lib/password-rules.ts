import { checkPassword, coreFieldMessage, type Language } from '@bayan/shared';
import i18n from '../i18n/i18n';

interface NewPassword {
  password: string;
  confirm: string;
  /** The account's own words (names, email, phone) that the password must not be built on. */
  context?: readonly string[];
}

/**
 * What the shared schema cannot say about a new password: the common and personal-word rules
 * the server applies too (PRODUCT §5), and that the confirmation matches.
 */
export function newPasswordErrors({ password, confirm, context = [] }: NewPassword, language: Language) {
  const t = i18n.getFixedT(language);
  const errors: Partial<Record<'password' | 'confirm', string>> = {};
  const rule = checkPassword(password, context);
  if (rule === 'common' || rule === 'personal') errors.password = t(`password.${rule}`);
  if (confirm === '') errors.confirm = t('form.required');
  else if (confirm !== password) errors.confirm = coreFieldMessage('field.passwordMismatch', language);
  return errors;
}
