import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PersonAddDisabledOutlined from '@mui/icons-material/PersonAddDisabledOutlined';
import { useTranslation } from 'react-i18next';
import { useRegistrationOpen } from '../../../hooks/use-public-settings';
import { AuthCard } from '../components/auth-card';
import { AuthMessage } from '../components/auth-message';
import { RegisterForm } from '../components/register-form';

/**
 * `/register`: also what any unknown path shows (spec §2). With registration closed it says so
 * instead of offering a form the server would refuse once filled in.
 */
export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  if (!useRegistrationOpen()) {
    return (
      <AuthMessage
        icon={<PersonAddDisabledOutlined fontSize="inherit" />}
        title={t('register.closedTitle')}
        body={t('register.closedBody')}
        actions={
          <Button variant="contained" href="/login">
            {t('register.toLogin')}
          </Button>
        }
      />
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
    >
      <RegisterForm />
    </AuthCard>
  );
}
