import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from '../components/auth-message';

/** `/reset-success`: the password was changed and every other session ended (PRODUCT §5). */
export default function ResetSuccessRoute() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthMessage
      role="status"
      icon={<LockResetOutlined fontSize="inherit" />}
      title={t('resetSuccess.title')}
      body={t('resetSuccess.body')}
      action={{ label: t('common:actions.login'), href: '/login' }}
    />
  );
}
