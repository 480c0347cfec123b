import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/phone-verification`: enters the OTP sent by SMS; may be skipped. */
export default function PhoneVerificationRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('phoneVerification.title')} body={t('phoneVerification.body')} />;
}
