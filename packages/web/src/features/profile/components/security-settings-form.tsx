import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, PASSWORD_MIN, type Profile } from '@bayan/shared';
import { useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../hooks/use-format';
import { newPasswordErrors } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

const PASSWORD_ERRORS = {
  AUTH_WRONG_PASSWORD: 'currentPassword',
  AUTH_WEAK_PASSWORD: 'password',
  AUTH_SAME_PASSWORD: 'password',
} as const;

/** "Security settings": the current password, a new one with its strength, and its confirmation. */
function ChangePasswordForm({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  const strengthId = useId();
  const change = useChangePassword();
  const context = [profile.firstName, profile.lastName, profile.email, profile.phone, profile.idNumber].filter(
    (word): word is string => Boolean(word),
  );
  const form = useZodForm(
    changePasswordSchema,
    { currentPassword: '', password: '', confirm: '' },
    (values, language) => newPasswordErrors({ password: values.password, confirm: values.confirm, context }, language),
  );
  const submit = form.handleSubmit((body) =>
    change.mutate(body, { onSuccess: onChanged, onError: (error) => applyServerErrors(form, error, PASSWORD_ERRORS) }),
  );
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormPasswordField
        control={form.control}
        name="currentPassword"
        label={t('security.current')}
        autoComplete="current-password"
        required
      />
      <Stack spacing={1}>
        <FormPasswordField
          control={form.control}
          name="password"
          helperText={t('common:password.hint', { number: format.number(PASSWORD_MIN) })}
          label={t('security.new')}
          autoComplete="new-password"
          required
        />
        <PasswordStrength password={password} id={strengthId} />
      </Stack>
      <FormPasswordField
        control={form.control}
        name="confirm"
        label={t('security.confirm')}
        autoComplete="new-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={change.isPending}>
          {t('security.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

/** A changed password empties the form: it starts again with blank fields. */
export function SecuritySettingsForm({ profile }: { profile: Profile }) {
  const [round, setRound] = useState(0);
  return <ChangePasswordForm key={round} profile={profile} onChanged={() => setRound((current) => current + 1)} />;
}
