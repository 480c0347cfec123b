import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** The dashboard's users screen (issue 4), being built. */
export default function Route() {
  const { t } = useTranslation('dashboard');
  return <PlaceholderPage title={t('title')} body={t('title')} />;
}
