import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRegistrationOpen } from '../../../hooks/use-public-settings';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import type { PageHandle } from '../../../lib/feature/page-handle';

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

/**
 * `/register`: also what any unknown path shows (spec §2). With registration closed it says so
 * instead of offering a form the server would refuse once filled in (in the card the form's
 * would use: the closed case costs the page's first load nothing).
 */
export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  if (!useRegistrationOpen()) {
    return (
      <AuthCard title={t('register.closedTitle')} intro={t('register.closedBody')}>
        <Button variant="contained" size="large" fullWidth href="/login">
          {t('register.toLogin')}
        </Button>
      </AuthCard>
    );
  }
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
      patientChoice
    >
      <RegisterForm />
    </AuthCard>
  );
}
