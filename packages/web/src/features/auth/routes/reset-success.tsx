import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/reset-success`: shown after a password reset. */
export default function ResetSuccessRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('resetSuccess.title')} body={t('resetSuccess.body')} />;
}
