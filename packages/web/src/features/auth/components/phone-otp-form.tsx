import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form';
import { registerOtpVerifySchema, useRegisterOtpVerify } from '../api/register-otp-verify';
import { CodeField } from './code-field';
import { SubmitButton } from './submit-button';

/** For a visitor not logged in on this device: the phone number and the code they received. */
export function PhoneOtpForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm(registerOtpVerifySchema, { phone: '', code: '' });
  const verify = useRegisterOtpVerify();
  const submit = form.handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: onVerified,
      onError: (error) => form.showServerErrors(error, { AUTH_OTP_INVALID: 'code' }),
    }),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <TextField
        {...form.field('phone', t('fields.phoneHelp'))}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        required
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <CodeField {...form.field('code', t('fields.codeHelp'))} />
      <SubmitButton busy={verify.isPending}>{t('phoneVerification.submit')}</SubmitButton>
    </Stack>
  );
}
