import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@bayan/shared';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { useFormat } from '../../../hooks/use-format';

/** A new password with the strength meter under it, then its confirmation (register, reset, force). */
interface NewPasswordFieldsProps<V extends FieldValues, T> {
  /** A form with `password` and `confirm` text fields. */
  control: Control<V, unknown, T>;
  /** "Password" when signing up, "New password" when replacing one. */
  label: string;
}

export function NewPasswordFields<V extends FieldValues, T>({ control, label }: NewPasswordFieldsProps<V, T>) {
  const { t } = useTranslation(['auth', 'common']);
  const format = useFormat();
  const password = useWatch({ control, name: 'password' as Path<V> });
  return (
    <>
      <Stack spacing={1}>
        <FormPasswordField
          control={control}
          name={'password' as Path<V>}
          helperText={t('common:password.hint', { number: format.number(PASSWORD_MIN) })}
          label={label}
          autoComplete="new-password"
          required
        />
        <PasswordStrength password={String(password ?? '')} />
      </Stack>
      <FormPasswordField
        control={control}
        name={'confirm' as Path<V>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
