import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** `/register`: also what any unknown path shows (spec §2). */
export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      wide
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <Typography>
          {t('register.haveAccount')} <Link href="/login">{t('register.toLogin')}</Link>
        </Typography>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
