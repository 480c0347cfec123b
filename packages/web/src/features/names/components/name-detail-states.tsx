import Button from '@mui/material/Button';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-message';

export function NameNotFound() {
  const { t } = useTranslation(['names', 'common']);
  return (
    <StatusPage
      icon={<SearchOffRounded fontSize="inherit" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={{ label: t('detail.back'), href: '/home' }}
    />
  );
}

export function NameDetailError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['names', 'common']);
  return (
    <StatusPage
      role="alert"
      icon={<ErrorOutlineRounded fontSize="inherit" />}
      title={t('detailError.title')}
      body={t('detailError.body')}
      action={{ label: t('common:actions.retry'), onClick: onRetry }}
      actions={<Button href="/home">{t('detail.back')}</Button>}
    />
  );
}
