import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSendConfirmationEmail } from '../../hooks/use-send-confirmation-email';

/** Emails the confirmation link again, then says it is on its way. */
export function ResendEmail() {
  const { t } = useTranslation('dashboard');
  const resend = useSendConfirmationEmail();
  return resend.isSuccess ? (
    <Typography role="status" variant="body2" sx={{ color: 'success.dark' }}>
      {t('checks.emailSent')}
    </Typography>
  ) : (
    <Button variant="outlined" loading={resend.isPending} onClick={() => resend.mutate()}>
      {t('checks.resendEmail')}
    </Button>
  );
}
