import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/login`: the login form arrives with the auth issue. */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('login.title')} body={t('login.body')} />;
}
