import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSendConfirmationEmail } from '../api/send-confirmation-email';

/** Emails a fresh confirmation link to the logged-in account, then says so. */
export function ResendLinkButton() {
  const { t } = useTranslation('auth');
  const send = useSendConfirmationEmail();
  if (send.isSuccess) {
    return (
      <Typography role="status" sx={{ color: 'success.dark', fontWeight: 500 }}>
        {t('accountVerification.linkSent')}
      </Typography>
    );
  }
  return (
    <Button variant="contained" loading={send.isPending} onClick={() => send.mutate()}>
      {t('accountVerification.sendNewLink')}
    </Button>
  );
}
