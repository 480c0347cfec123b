import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, PASSWORD_MIN, type Profile } from '@bayan/shared';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { useForm } from '../../../hooks/use-form';
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
  const form = useForm(changePasswordSchema, { currentPassword: '', password: '', confirm: '' }, (values, language) =>
    newPasswordErrors({ password: values.password, confirm: values.confirm, context }, language),
  );
  const submit = form.handleSubmit((body) =>
    change.mutate(body, { onSuccess: onChanged, onError: (error) => form.showServerErrors(error, PASSWORD_ERRORS) }),
  );
  const password = form.field('password', t('common:password.hint', { number: format.number(PASSWORD_MIN) }));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <PasswordField
        {...form.field('currentPassword')}
        label={t('security.current')}
        autoComplete="current-password"
        required
      />
      <Stack spacing={1}>
        <PasswordField {...password} label={t('security.new')} autoComplete="new-password" required />
        <PasswordStrength password={password.value} id={strengthId} />
      </Stack>
      <PasswordField {...form.field('confirm')} label={t('security.confirm')} autoComplete="new-password" required />
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
