import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/contact`: the contact form arrives with the settings issue (contact email and phone). */
export default function ContactRoute() {
  const { t } = useTranslation('contact');
  return <PlaceholderPage title={t('title')} body={t('body')} />;
}
