import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '../../../config/delays';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { useSendPhoneOtp } from '../api/send-phone-otp';
import { useCountdown } from '../../../hooks/use-countdown';

interface ResendCodeProps {
  /** Sign-up has just sent one: the button waits 60 s first (PRODUCT §5). */
  codeSent: boolean;
  /** No code is waiting: sending one is the page's main action. */
  main: boolean;
  onSent: () => void;
}

/** Asks for an SMS code: the first one when none is waiting, else a new one. */
export function ResendCode({ codeSent, main, onSent }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const countdown = useCountdown(codeSent ? DELAYS.otpResendSeconds : 0);
  const send = useSendPhoneOtp();

  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        countdown.restart(DELAYS.otpResendSeconds);
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'AUTH_OTP_TOO_SOON') countdown.restart(DELAYS.otpResendSeconds);
      },
    });

  const waiting = countdown.remaining > 0;
  return (
    <Button
      variant={main ? 'contained' : 'outlined'}
      size={main ? 'large' : 'medium'}
      fullWidth
      disabled={waiting}
      loading={send.isPending}
      onClick={onClick}
    >
      {waiting
        ? t('phoneVerification.resendIn', { seconds: format.number(countdown.remaining) })
        : main
          ? t('phoneVerification.send')
          : t('phoneVerification.resend')}
    </Button>
  );
}
