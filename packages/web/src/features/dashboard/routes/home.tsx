import { useTranslation } from 'react-i18next';
import { allows, DASHBOARD_ROUTES } from '@bayan/shared';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { AdminHome } from '../components/admin-home';
import { MemberHome } from '../components/member-home';

/** `/dashboard`: figures for those who may read them (the permission map decides), the account for everyone else. */
export default function HomeRoute() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('home.title'));
  const profile = useStoredProfile();
  if (!profile) return <PageLoader />;
  return allows(DASHBOARD_ROUTES['dashboard.statistics'].access, profile.role) ? (
    <AdminHome profile={profile} />
  ) : (
    <MemberHome profile={profile} />
  );
}
