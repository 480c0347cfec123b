import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/register-success`: shown after registration. */
export default function RegisterSuccessRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('registerSuccess.title')} body={t('registerSuccess.body')} />;
}
