import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { mirrorInRtl } from '../../../components/mirror';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useProfile } from '../api/get-profile';
import { AccountChecks } from '../components/account-checks';
import { useSignOut } from '../hooks/use-sign-out';

/** `/dashboard/*`: for now the account at a glance; the dashboard shell arrives in a later issue. */
export default function DashboardRoute() {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('title'));
  const stored = useStoredProfile();
  const profile = useProfile().data ?? stored;
  const { signOut, busy } = useSignOut();

  if (!profile) return <PageLoader />;
  if (profile.must_change_password) return <Navigate to="/force-password" replace />;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
              {t('greeting', { name: profile.name })}
            </Typography>
            <Chip color="primary" label={t('role', { role: t(`common:roles.${profile.role}`) })} />
          </Stack>
          <Button variant="outlined" startIcon={<LogoutOutlined sx={mirrorInRtl} />} loading={busy} onClick={signOut}>
            {t('logout')}
          </Button>
        </Stack>
        <AccountChecks profile={profile} />
      </Stack>
    </Container>
  );
}
