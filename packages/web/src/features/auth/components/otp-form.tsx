import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { otpVerifySchema, useOtpVerify } from '../api/otp-verify';
import { useRegisterOtpVerify } from '../api/register-otp-verify';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';
import { SubmitButton } from './submit-button';

interface OtpFormProps {
  /** The number just registered (E.164): sign-up's own code is checked against it. */
  registeredPhone: string | null;
  onVerified: () => void;
}

/**
 * The logged-in flow. Sign-up's code goes with the registered number (register-otp-verify);
 * a code asked for here belongs to the account (send-phone-otp, then otp-verify).
 */
export function OtpForm({ registeredPhone, onVerified }: OtpFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(otpVerifySchema, { code: '' });
  const [signUpCode, setSignUpCode] = useState(registeredPhone !== null);
  const forAccount = useOtpVerify();
  const forSignUp = useRegisterOtpVerify({ withSession: true });
  const options = {
    onSuccess: onVerified,
    onError: (error: Error) => applyServerErrors(form, error, { AUTH_OTP_INVALID: 'code' }),
  };
  const submit = form.handleSubmit(({ code }) =>
    signUpCode && registeredPhone
      ? forSignUp.mutate({ phone: registeredPhone, code }, options)
      : forAccount.mutate({ code }, options),
  );
  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <CodeField autoFocus control={form.control} name="code" />
        <SubmitButton busy={forAccount.isPending || forSignUp.isPending}>{t('phoneVerification.submit')}</SubmitButton>
      </Stack>
      <ResendCode codeSent={registeredPhone !== null} onSent={() => setSignUpCode(false)} />
    </Stack>
  );
}
