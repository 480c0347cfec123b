import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@bayan/shared';
import { StateChip } from './state-chip';

interface MessageDialogProps {
  open: boolean;
  message: OutboxMessage | null;
  onClose: () => void;
}

/** The whole text of one outbox message, as its recipient reads it. */
export function MessageDialog({ open, message, onClose }: MessageDialogProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title">{message?.subject || t('outbox.noSubject')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1.5 }}>
          {t('outbox.recipient')}: <bdi dir="ltr">{message?.recipient}</bdi>
        </Typography>
        {message && (
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary', marginBlockEnd: 1.5 }}>
            {t('outbox.state')}: <StateChip state={message.state} /> ·{' '}
            {t('outbox.attempts', { count: message.attempts })}
            {message.error && (
              <Typography variant="body2" sx={{ color: 'error.main', marginBlockStart: 0.5 }}>
                {t('outbox.error')}: <bdi>{message.error}</bdi>
              </Typography>
            )}
          </Typography>
        )}
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
        >
          {message?.body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
