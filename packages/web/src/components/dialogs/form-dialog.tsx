import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './busy-button';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request is under way, or the dialog is about to close after it succeeded. */
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

/**
 * A create or edit form in a modal: focus stays inside, Escape and the close button cancel
 * (not while saving), Enter submits. Full screen on phones, so the keyboard leaves room to type.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  children,
  maxWidth = 'sm',
}: FormDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cancel = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={cancel} fullWidth maxWidth={maxWidth} fullScreen={phone} scroll="paper">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <Stack direction="row" sx={{ alignItems: 'center', paddingInlineEnd: 1 }}>
          <DialogTitle sx={{ flex: 1 }}>{title}</DialogTitle>
          <IconButton aria-label={t('actions.close')} onClick={cancel} disabled={busy}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ paddingBlock: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlock: 2, gap: 1 }}>
          <Button onClick={cancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {submitLabel ?? t('actions.save')}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
