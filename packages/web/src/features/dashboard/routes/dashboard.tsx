import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/dashboard/*`: guarded by a token; the dashboard shell arrives in a later issue. */
export default function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  return <PlaceholderPage title={t('title')} body={t('body')} />;
}
