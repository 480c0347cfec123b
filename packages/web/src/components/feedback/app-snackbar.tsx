import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeSnackbar, useSnackbar } from './snackbar-store';
import { useDialogOpen } from './use-dialog-open';

/**
 * At the top, the message sits below the app bar (56 px high on phones, 64 px from 600 px), never
 * over its menu, bell and avatar (findings 2026-12 #24).
 */
const BELOW_APP_BAR = (theme: Theme) => ({ top: 64, [theme.breakpoints.up('sm')]: { top: 72 } });

/**
 * Spec §4/§9: bottom centre; closes on timeout, its close button or a click, never on click-away.
 * While a dialog is open it goes to the top centre, off the dialog's buttons (issue 15).
 */
export function AppSnackbar() {
  const { t } = useTranslation();
  const { open, message, severity, duration, key } = useSnackbar();
  const overDialog = useDialogOpen(open);
  // A message that went up for a dialog stays up when the dialog closes (after a save): no jump.
  const [upFor, setUpFor] = useState<number>();
  if (overDialog && upFor !== key) setUpFor(key);
  const up = overDialog || upFor === key;
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') closeSnackbar();
  };
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={duration}
      onClose={onClose}
      anchorOrigin={{ vertical: up ? 'top' : 'bottom', horizontal: 'center' }}
      sx={up ? BELOW_APP_BAR : undefined}
    >
      <Alert
        variant="filled"
        severity={severity}
        closeText={t('actions.close')}
        onClose={() => closeSnackbar()}
        onClick={() => closeSnackbar()}
        sx={{ width: '100%', alignItems: 'center', cursor: 'pointer' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
