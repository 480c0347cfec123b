import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** /login just after a password reset: the new password is set, log in with it. */
export default function AfterResetNotice() {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="success" sx={{ marginBlockEnd: 2.5 }}>
      {t('login.afterReset')}
    </Alert>
  );
}
