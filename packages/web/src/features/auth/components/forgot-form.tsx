import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../components/form/use-zod-form';
import { forgetPasswordSchema } from '../api/forget-password';
import { IdentifierField } from './identifier-field';
import { SubmitButton } from './submit-button';

interface ForgotFormProps {
  busy: boolean;
  onSubmit: (login: string) => void;
}

/** The identifier (email, phone or ID number) of the account whose password was forgotten. */
export function ForgotForm({ busy, onSubmit }: ForgotFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(forgetPasswordSchema, { login: '' });
  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(({ login }) => onSubmit(login ?? ''))} spacing={2.5}>
      <IdentifierField control={form.control} name="login" />
      <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
    </Stack>
  );
}
