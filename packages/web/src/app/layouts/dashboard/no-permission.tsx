import BlockRounded from '@mui/icons-material/BlockRounded';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-message';

/** Spec §6/§8 and PRODUCT §3: what a role sees on a dashboard page that is not for it. */
export function NoPermission() {
  const { t } = useTranslation('dashboard');
  return (
    <StatusPage
      role="alert"
      icon={<BlockRounded fontSize="inherit" />}
      title={t('noPermission.title')}
      body={t('noPermission.body')}
      action={{ label: t('noPermission.back'), href: '/dashboard' }}
    />
  );
}
