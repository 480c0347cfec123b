import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';

export function NamesEmpty({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('names');
  return (
    <StatusMessage
      icon={<SearchOffRounded fontSize="inherit" />}
      title={t('empty.title')}
      body={t('empty.body', { query })}
      headingLevel="h3"
      action={{ label: t('search.clear'), onClick: onClear, variant: 'outlined' }}
    />
  );
}

export function NamesError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['names', 'common']);
  return (
    <StatusMessage
      role="alert"
      icon={<ErrorOutlineRounded fontSize="inherit" />}
      title={t('error.title')}
      body={t('error.body')}
      headingLevel="h3"
      action={{ label: t('common:actions.retry'), onClick: onRetry }}
    />
  );
}
