import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { registerOtpVerifySchema, useRegisterOtpVerify } from '../api/register-otp-verify';
import { CodeField } from '../../../components/form/code-field';
import { SubmitButton } from './submit-button';

/** For a visitor not logged in on this device: the phone number and the code they received. */
export function PhoneOtpForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(registerOtpVerifySchema, { phone: '', code: '' });
  const verify = useRegisterOtpVerify();
  const submit = form.handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: onVerified,
      onError: (error) => applyServerErrors(form, error, { AUTH_OTP_INVALID: 'code' }),
    }),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormPhoneField control={form.control} name="phone" label={t('fields.phone')} fullWidth />
      <CodeField control={form.control} name="code" />
      <SubmitButton busy={verify.isPending}>{t('phoneVerification.submit')}</SubmitButton>
    </Stack>
  );
}
