import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/account-verification`: confirms the email address. */
export default function AccountVerificationRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('accountVerification.title')} body={t('accountVerification.body')} />;
}
