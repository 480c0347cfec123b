import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { closeSnackbar, useSnackbar } from './snackbar-store';

/** Spec §4/§9: bottom centre; closes on timeout, its close button or a click, never on click-away. */
export function AppSnackbar() {
  const { t } = useTranslation();
  const { open, message, severity, duration, key } = useSnackbar();
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') closeSnackbar();
  };
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={duration}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
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
