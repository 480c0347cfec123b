import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@bayan/shared';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { useFormat } from '../../../hooks/use-format';
import type { FieldBinding } from '../../../hooks/use-form';

/** A new password with the strength meter under it, then its confirmation (register, reset, force). */
interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirm: FieldBinding;
  /** "Password" when signing up, "New password" when replacing one. */
  label: string;
}

export function NewPasswordFields({ password, confirm, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation(['auth', 'common']);
  const format = useFormat();
  return (
    <>
      <Stack spacing={1}>
        <PasswordField
          {...password}
          helperText={password.helperText ?? t('common:password.hint', { number: format.number(PASSWORD_MIN) })}
          label={label}
          autoComplete="new-password"
          required
        />
        <PasswordStrength password={password.value} />
      </Stack>
      <PasswordField {...confirm} label={t('fields.confirmPassword')} autoComplete="new-password" required />
    </>
  );
}
