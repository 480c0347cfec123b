import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '../../../config/delays';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { useSendPhoneOtp } from '../api/send-phone-otp';
import { useCountdown } from '../hooks/use-countdown';

/**
 * Asks for a new SMS code. Right after sign-up a code is already on its way, so the button waits
 * 60 s first (PRODUCT §5); coming from the dashboard, the first code is sent from here.
 */
export function ResendCode({ codeSent, onSent }: { codeSent: boolean; onSent: () => void }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const countdown = useCountdown(codeSent ? DELAYS.otpResendSeconds : 0);
  const send = useSendPhoneOtp();
  const sentOnce = codeSent || send.isSuccess;

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
    <Button variant="outlined" fullWidth disabled={waiting} loading={send.isPending} onClick={onClick}>
      {waiting
        ? t('phoneVerification.resendIn', { seconds: format.number(countdown.remaining) })
        : sentOnce
          ? t('phoneVerification.resend')
          : t('phoneVerification.send')}
    </Button>
  );
}
