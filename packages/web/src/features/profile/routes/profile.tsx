import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Role } from '@bayan/shared';
import { AccountChecks } from '../../../components/account/account-checks';
import { PageLoader } from '../../../components/page-loader';
import { moduleOn } from '../../../config/modules';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { AccountSettingsForm } from '../components/account-settings-form';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { NationalAddressSection } from '../components/national-address-section';
import { ProfileCompletionCard } from '../components/profile-completion-card';
import { SecuritySettingsForm } from '../components/security-settings-form';
import { SettingsCard } from '../components/settings-card';
import { PasskeysCard } from '../components/passkeys-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { useFocusFact } from '../focus/use-focus-fact';
import { useSiteName } from '../../../hooks/use-public-settings';

/** Whose appointments a calendar feed lists: the doctor's and the patient's. */
const FEED_ROLES: ReadonlySet<Role> = new Set(['DOCTOR', 'PATIENT']);

/**
 * `/dashboard/profile`: how complete the profile is, account settings, the national address, the
 * contacts' confirmation state, security settings and a doctor's or patient's calendar link.
 * `?focus=<fact>` leads to a missing detail.
 */
export default function ProfileRoute() {
  const { t } = useTranslation(['profile', 'profileCompletion']);
  usePageTitle(t('title'));
  const profile = useStoredProfile();
  const siteName = useSiteName();
  useFocusFact(profile !== null);
  if (!profile) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
        {t('title')}
      </Typography>
      {/* The completion counts for drafting endowment deeds: shown while that module is on. */}
      {moduleOn('endowments') && <ProfileCompletionCard />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={3}>
          <SettingsCard title={t('account.title')} intro={t('account.intro', { site: siteName })}>
            <AccountSettingsForm key={profile.pubkey} profile={profile} />
          </SettingsCard>
          <SettingsCard title={t('profileCompletion:address.title')} intro={t('profileCompletion:address.intro')}>
            <NationalAddressSection key={profile.pubkey} profile={profile} />
          </SettingsCard>
        </Stack>
        <Stack spacing={3}>
          <AccountChecks profile={profile} />
          <SettingsCard title={t('security.title')} intro={t('security.intro')}>
            <SecuritySettingsForm profile={profile} />
          </SettingsCard>
          <TwoFactorCard />
          <PasskeysCard />
          {/* Doctors' and patients' appointments, while the clinic module is on (issue 35). */}
          {moduleOn('clinic') && FEED_ROLES.has(profile.role) && <CalendarFeedCard />}
        </Stack>
      </Box>
    </Stack>
  );
}
