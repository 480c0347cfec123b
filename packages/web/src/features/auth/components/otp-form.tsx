import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { otpVerifySchema, useOtpVerify } from '../api/otp-verify';
import { CodeField } from '../../../components/form/code-field';
import { ResendCode } from './resend-code';
import { SubmitButton } from './submit-button';

interface OtpFormProps {
  /** A code is waiting to be entered (sent at sign-up or here, or the server says so). */
  codeWaiting: boolean;
  /** Sign-up has just sent the code: a new one may be asked for 60 s later. */
  sentAtSignUp: boolean;
  onSent: () => void;
  onVerified: () => void;
}

/**
 * The logged-in flow, however the user got here (right after sign-up, after skipping, from the
 * dashboard, in another tab): otp-verify checks the account's newest code, whichever flow sent it.
 * With no code waiting, sending one is the main action and the code field waits for it.
 */
export function OtpForm({ codeWaiting, sentAtSignUp, onSent, onVerified }: OtpFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(otpVerifySchema, { code: '' });
  const verify = useOtpVerify();
  const [sentHere, setSentHere] = useState(false);

  const { setFocus } = form;
  useEffect(() => {
    if (sentHere) setFocus('code');
  }, [sentHere, setFocus]);

  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { code },
      {
        onSuccess: onVerified,
        onError: (error: Error) => applyServerErrors(form, error, { AUTH_OTP_INVALID: 'code' }),
      },
    ),
  );
  // One element moved by `order`, not two: the resend countdown survives the swap. Gaps, not
  // margins, so the spacing follows the visual order.
  return (
    <Stack spacing={2} useFlexGap>
      <Box sx={{ order: codeWaiting ? 1 : 0 }}>
        <ResendCode
          codeSent={sentAtSignUp}
          main={!codeWaiting}
          onSent={() => {
            setSentHere(true);
            onSent();
          }}
        />
      </Box>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <CodeField autoFocus={codeWaiting} disabled={!codeWaiting} control={form.control} name="code" />
        <SubmitButton busy={verify.isPending} disabled={!codeWaiting}>
          {t('phoneVerification.submit')}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
