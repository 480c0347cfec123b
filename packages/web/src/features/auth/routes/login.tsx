import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useRegistrationOpen, useSiteName } from '../../../hooks/use-public-settings';
import { readStored } from '../../../lib/storage';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** `/login`: log in by email, phone or national ID number (PRODUCT §5). */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const registrationOpen = useRegistrationOpen();
  const siteName = useSiteName();
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro', { site: siteName })}
      footer={
        registrationOpen && (
          <Typography>
            {t('login.noAccount', { site: siteName })} <Link href="/register">{t('login.toRegister')}</Link>
          </Typography>
        )
      }
      patientChoice
    >
      {readStored('reset_password') === 'done' && (
        <Alert severity="success" sx={{ marginBlockEnd: 2.5 }}>
          {t('login.afterReset')}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
}
