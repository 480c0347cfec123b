import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form';
import { forgetPasswordSchema } from '../api/forget-password';
import { SubmitButton } from './submit-button';

interface ForgotFormProps {
  busy: boolean;
  onSubmit: (login: string) => void;
}

/** The identifier (email, phone or ID number) of the account whose password was forgotten. */
export function ForgotForm({ busy, onSubmit }: ForgotFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm(forgetPasswordSchema, { login: '' });
  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(({ login }) => onSubmit(login ?? ''))} spacing={2.5}>
      <TextField
        {...form.field('login', t('login.identifierHelp'))}
        label={t('fields.identifier')}
        autoComplete="username"
        required
        fullWidth
        slotProps={{ htmlInput: { dir: 'auto', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
    </Stack>
  );
}
