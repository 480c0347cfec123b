import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface LoginPromptProps {
  /** The chosen time and doctor, as a sentence reads them; the dialog is open while there is one. */
  choice: { when: string; doctor: string } | null;
  /** /login, with the way back to the booking. */
  loginHref: string;
  onClose: () => void;
}

/** Spec §8: a visitor who picks a time is asked to log in ("Please Login to take an appointment"). */
export function LoginPrompt({ choice, loginHref, onClose }: LoginPromptProps) {
  const { t } = useTranslation('clinicSite');
  return (
    <Dialog
      open={choice !== null}
      onClose={onClose}
      aria-labelledby="login-prompt-title"
      aria-describedby="login-prompt-text"
    >
      <DialogTitle id="login-prompt-title">{t('doctor.loginTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-prompt-text">{t('doctor.login')}</DialogContentText>
        {choice && <DialogContentText sx={{ marginBlockStart: 1 }}>{t('doctor.loginBody', choice)}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('doctor.cancel')}</Button>
        <Button variant="contained" href={loginHref}>
          {t('doctor.toLogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
