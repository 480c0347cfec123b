import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from './auth-message';

/** The phone is confirmed: just now (the app moves on by itself) or earlier (a way on is offered). */
export function PhoneConfirmed({ justNow }: { justNow: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthMessage
      role="status"
      icon={<CheckCircleOutlined fontSize="inherit" />}
      title={t('phoneConfirmed.title')}
      body={justNow ? t('phoneConfirmed.redirecting') : t('phoneConfirmed.body')}
      action={{ label: t('common:actions.goToDashboard'), href: '/dashboard' }}
    />
  );
}
