import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/forgot`: asks for a password-reset link. */
export default function ForgotRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('forgot.title')} body={t('forgot.body')} />;
}
