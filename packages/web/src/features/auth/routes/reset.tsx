import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** `/reset`: sets a new password from a reset link. */
export default function ResetRoute() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('reset.title')} body={t('reset.body')} />;
}
