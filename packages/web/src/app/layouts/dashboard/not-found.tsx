import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-message';

/** Spec §8 'Page Not Found': an unknown /dashboard/* address, shown inside the shell. */
export function DashboardNotFound() {
  const { t } = useTranslation('dashboard');
  return (
    <StatusPage
      icon={<TravelExploreRounded fontSize="inherit" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={{ label: t('notFound.back'), href: '/dashboard' }}
    />
  );
}
