import Button from '@mui/material/Button';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';

/** Spec §8 'Page Not Found': an unknown /dashboard/* address, shown inside the shell. */
export function DashboardNotFound() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage
      icon={<TravelExploreRounded fontSize="inherit" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      headingLevel="h1"
      actions={
        <Button variant="contained" href="/dashboard">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
