import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRegistrationOpen, useSiteName } from '../../../hooks/use-public-settings';
import { lazyPage } from '../../../lib/feature/lazy-page';
import { readStored } from '../../../lib/storage';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import type { PageHandle } from '../../../lib/feature/page-handle';

/**
 * Shown only after a password reset, so the alert's script (some 2 KB compressed) is not part of
 * every login's first load (issue 14). No Suspense of its own: on that visit the page appears
 * once it has arrived, whole, rather than the form moving down under the user's eyes.
 */
const AfterResetNotice = lazyPage(() => import('../components/after-reset-notice'));

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

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
      {readStored('reset_password') === 'done' && <AfterResetNotice />}
      <LoginForm />
    </AuthCard>
  );
}
