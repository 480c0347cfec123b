import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/hero-banner';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useRegistrationOpen, useSiteName } from '../../../hooks/use-public-settings';
import { useToken } from '../../../hooks/use-token';
import type { PageHandle } from '../../../lib/feature/page-handle';

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

/**
 * `/home` when the names module is switched off (PRODUCT §1): the site's welcome and the way in,
 * to the dashboard for a visitor who is logged in, else to log in or sign up.
 */
export default function WelcomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('welcome.pageTitle'));
  const token = useToken();
  const registrationOpen = useRegistrationOpen();
  const action = { variant: 'contained', color: 'inherit', size: 'large', component: RouterLink } as const;
  return (
    <HeroBanner title={useSiteName()} intro={t('welcome.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {token ? (
          <Button {...action} to="/dashboard" sx={{ color: 'primary.dark' }}>
            {t('nav.dashboard')}
          </Button>
        ) : (
          <>
            <Button {...action} to="/login" sx={{ color: 'primary.dark' }}>
              {t('nav.login')}
            </Button>
            {registrationOpen && (
              <Button variant="outlined" color="inherit" size="large" component={RouterLink} to="/register">
                {t('nav.register')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </HeroBanner>
  );
}
