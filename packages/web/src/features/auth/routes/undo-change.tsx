import Button from '@mui/material/Button';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUndoContactChange } from '../api/undo-contact-change';
import { AuthMessage } from '../components/auth-message';

/**
 * `/undo-change?token=`: the link sent to the old email or phone after a change. Nothing happens
 * until the person confirms (a mail scanner opening the link spends nothing); the server's answer,
 * in the page's language, says the result and the next step, a password reset.
 */
export default function UndoChangeRoute() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  const undo = useUndoContactChange();

  if (undo.isSuccess) {
    return (
      <AuthMessage
        role="status"
        icon={<LockResetOutlined fontSize="inherit" />}
        title={t('undoChange.successTitle')}
        body={undo.data.message}
        action={{ label: t('undoChange.resetPassword'), href: '/forgot' }}
      />
    );
  }
  if (!token || undo.isError) {
    const body = undo.error instanceof ApiError ? undo.error.message : t('undoChange.invalidBody');
    return (
      <AuthMessage
        role="alert"
        icon={<LinkOffOutlined fontSize="inherit" />}
        title={t('undoChange.invalidTitle')}
        body={body}
        action={{ label: t('undoChange.resetPassword'), href: '/forgot' }}
      />
    );
  }
  return (
    <AuthMessage
      icon={<HistoryOutlined fontSize="inherit" />}
      title={t('undoChange.title')}
      body={t('undoChange.body')}
      actions={
        <Button variant="contained" loading={undo.isPending} onClick={() => undo.mutate(token)}>
          {t('undoChange.submit')}
        </Button>
      }
    />
  );
}
