import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/text-input';
import { DELAYS } from '../../../config/delays';
import { useCountdown } from '../../../hooks/use-countdown';
import { useFormat } from '../../../hooks/use-format';
import { otpDigits } from './otp-code';

interface OtpFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** The server's word on the code (wrong, expired, too many attempts), on the field. */
  error?: string;
  /** Seconds before another code may be asked (the server's answer; 60 by default). */
  resendAfter?: number;
  /** Asks for a new code; resolves once sent (the wait before the next one starts again then). */
  onResend: () => Promise<unknown>;
  disabled?: boolean;
}

/**
 * The signature's phone code: six digits, Arabic-Indic ones accepted (kept as Latin), left to
 * right, a numeric keypad on phones; a new code may be asked for 60 s after the last one.
 */
export function OtpField({
  value,
  onChange,
  error,
  resendAfter = DELAYS.otpResendSeconds,
  onResend,
  disabled,
}: OtpFieldProps) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const countdown = useCountdown(resendAfter);
  const waiting = countdown.remaining > 0;
  const resend = () =>
    void onResend().then(
      () => countdown.restart(resendAfter),
      () => undefined,
    );
  return (
    <Stack spacing={1}>
      <TextInput
        label={t('sign.code')}
        required
        fullWidth
        autoFocus
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(otpDigits(event.target.value))}
        error={Boolean(error)}
        helperText={error ?? t('sign.codeHelp')}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            sx: { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.3em' },
          },
        }}
      />
      <Button variant="text" disabled={waiting || disabled} onClick={resend} sx={{ alignSelf: 'flex-start' }}>
        {waiting ? t('sign.resendIn', { seconds: format.number(countdown.remaining) }) : t('sign.resend')}
      </Button>
    </Stack>
  );
}
