import Button from '@mui/material/Button';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { StatusMessage } from '../status-message';

/** No rows: either nothing exists yet, or nothing matches the search and filters (which can be cleared). */
export function TableEmpty({ filtered, onClear }: { filtered: boolean; onClear?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="status"
      icon={filtered ? <SearchOffRounded fontSize="inherit" /> : <InboxOutlined fontSize="inherit" />}
      title={filtered ? t('table.noMatchTitle') : t('table.emptyTitle')}
      body={filtered ? t('table.noMatchBody') : t('table.emptyBody')}
      headingLevel="h2"
      actions={
        filtered &&
        onClear && (
          <Button variant="outlined" onClick={onClear}>
            {t('table.clearFilters')}
          </Button>
        )
      }
    />
  );
}

/** The list could not be loaded: the server's reason when it gave one, and a retry. */
export function TableError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<ErrorOutlineRounded fontSize="inherit" />}
      title={t('table.errorTitle')}
      body={error instanceof ApiError && error.status !== 0 ? error.message : t('table.errorBody')}
      headingLevel="h2"
      action={{ label: t('actions.retry'), onClick: onRetry }}
    />
  );
}
