import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { useForgetPassword } from '../api/forget-password';
import { AuthCard } from '../components/auth-card';
import { AuthMessage } from '../components/auth-message';
import { ForgotForm } from '../components/forgot-form';

/**
 * `/forgot`: asks for a password-reset link. The confirmation reads the same whether or not an
 * account matches (PRODUCT §5, no enumeration).
 */
export default function ForgotRoute() {
  const { t } = useTranslation('auth');
  const request = useForgetPassword();

  if (request.isSuccess) {
    return (
      <AuthMessage
        role="status"
        icon={<MarkEmailReadOutlined fontSize="inherit" />}
        title={t('forgot.sentTitle')}
        body={t('forgot.sentBody')}
        actions={
          <>
            <Button variant="contained" href="/login">
              {t('forgot.backToLogin')}
            </Button>
            <Button onClick={() => request.reset()}>{t('forgot.again')}</Button>
          </>
        }
      />
    );
  }
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<Link href="/login">{t('forgot.backToLogin')}</Link>}
    >
      <ForgotForm busy={request.isPending} onSubmit={(login) => request.mutate({ login })} />
    </AuthCard>
  );
}
