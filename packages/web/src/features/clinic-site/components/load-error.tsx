import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';

/** What a page says when its data could not be read, with the server's word and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['clinicSite', 'common']);
  return (
    <StatusMessage
      role="alert"
      icon={<ErrorOutlineRounded fontSize="inherit" />}
      title={t('error.title')}
      body={message || t('error.body')}
      actions={
        <Button variant="contained" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
