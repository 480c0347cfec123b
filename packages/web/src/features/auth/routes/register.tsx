import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/register`: also what any unknown path shows (spec §2). */
export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('register.title')} body={t('register.body')} />;
}
