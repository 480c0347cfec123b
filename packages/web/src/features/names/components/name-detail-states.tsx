import Button from '@mui/material/Button';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';

export function NameNotFound() {
  const { t } = useTranslation(['names', 'common']);
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage
      icon={<SearchOffRounded fontSize="inherit" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      headingLevel="h1"
      actions={
        <Button variant="contained" href="/home">
          {t('detail.back')}
        </Button>
      }
    />
  );
}

export function NameDetailError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['names', 'common']);
  usePageTitle(t('detailError.title'));
  return (
    <StatusMessage
      role="alert"
      icon={<ErrorOutlineRounded fontSize="inherit" />}
      title={t('detailError.title')}
      body={t('detailError.body')}
      headingLevel="h1"
      actions={
        <>
          <Button variant="contained" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
          <Button href="/home">{t('detail.back')}</Button>
        </>
      }
    />
  );
}
