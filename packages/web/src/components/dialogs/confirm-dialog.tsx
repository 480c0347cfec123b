import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './busy-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  /** A delete or a block: the confirm button is red. */
  destructive?: boolean;
}

/**
 * Spec §8: every delete, accept and cancel asks first. An alert dialog whose safe choice (cancel)
 * has the focus, so a stray Enter does nothing harmful; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  destructive,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const cancel = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={cancel} role="alertdialog" aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} component="div">
          {body}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1 }}>
        <Button onClick={cancel} disabled={busy} autoFocus>
          {t('actions.cancel')}
        </Button>
        <BusyButton variant="contained" color={destructive ? 'error' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
