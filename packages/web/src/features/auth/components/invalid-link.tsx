import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from './auth-message';

/** A reset link that is missing its token, expired or already used: the way out is a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthMessage
      role="alert"
      icon={<LinkOffOutlined fontSize="inherit" />}
      title={t('reset.invalidTitle')}
      body={t('reset.invalidBody')}
      action={{ label: t('reset.requestNew'), href: '/forgot' }}
    />
  );
}
