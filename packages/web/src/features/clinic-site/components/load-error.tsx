import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
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
      action={{ label: t('common:actions.retry'), onClick: onRetry }}
    />
  );
}
