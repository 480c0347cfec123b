import Button from '@mui/material/Button';
import BlockRounded from '@mui/icons-material/BlockRounded';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';

/** Spec §6/§8 and PRODUCT §3: what a role sees on a dashboard page that is not for it. */
export function NoPermission() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('noPermission.title'));
  return (
    <StatusMessage
      role="alert"
      icon={<BlockRounded fontSize="inherit" />}
      title={t('noPermission.title')}
      body={t('noPermission.body')}
      headingLevel="h1"
      actions={
        <Button variant="contained" href="/dashboard">
          {t('noPermission.back')}
        </Button>
      }
    />
  );
}
