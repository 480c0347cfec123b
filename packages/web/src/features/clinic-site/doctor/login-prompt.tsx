import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface LoginPromptProps {
  /** The chosen time and doctor, as a sentence reads them; the dialog is open while there is one. */
  choice: { when: string; doctor: string } | null;
  /** Each way on, keeping the chosen time: /login and /patient-register with the way back to the booking, and /reservation filled in. */
  links: { login: string; register: string; reservation: string };
  onClose: () => void;
}

/**
 * Spec §8: a visitor who picks a time is asked to log in ("Please Login to take an appointment");
 * a first-time patient may create an account or ask without one instead, the time kept either way.
 */
export function LoginPrompt({ choice, links, onClose }: LoginPromptProps) {
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
        <Stack spacing={1.5} sx={{ marginBlockStart: 2.5 }}>
          <Button variant="contained" href={links.login}>
            {t('doctor.toLogin')}
          </Button>
          <Button variant="outlined" href={links.register}>
            {t('doctor.toRegister')}
          </Button>
          <Button href={links.reservation}>{t('doctor.toReservation')}</Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('doctor.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
