import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EndowmentSubmitCode } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { sendSubmitCode, submitDeed } from '../api/signing-api';
import { HashText } from '../deed/hash-text';
import { CodeEntry } from '../signing/code-entry';

/** Errors of the submission that belong on the code field. */
const CODE_ERRORS = new Set(['AUTH_OTP_INVALID', 'VALIDATION_FAILED']);

interface SubmitDialogProps {
  open: boolean;
  pubkey: string;
  /** The version sending freezes. */
  version: number;
  /** Who will be invited, by role. */
  supervisors: string[];
  witnesses: string[];
  onClose: () => void;
  /** The server refused the draft (a rule fails): its issues go back to the review. */
  onRefused: (error: ApiError) => void;
  onSubmitted: () => void;
}

/**
 * "Send for signing" (walk finding 3): what is frozen (version, fingerprint, who is invited) and
 * what it means, then the endower signs it, signature #0, with a code texted to their phone, the
 * same step as every supervisor and witness.
 */
export function SubmitDialog(props: SubmitDialogProps) {
  const { open, pubkey, version, supervisors, witnesses, onClose, onRefused, onSubmitted } = props;
  const { t } = useTranslation('endowmentsSigning');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [sent, setSent] = useState<EndowmentSubmitCode | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const refused = (error: Error) => {
    if (error instanceof ApiError && error.code === 'ENDOWMENT_RULES_FAILED') onRefused(error);
  };
  const send = useMutation({
    mutationFn: () => sendSubmitCode(pubkey),
    meta: { silentSuccess: true },
    onSuccess: (answer) => {
      setSent(answer);
      setChanged(false);
    },
    onError: refused,
  });
  const submit = useMutation({
    mutationFn: (code: string) => submitDeed(pubkey, { code, hash: sent!.hash, frozenAt: sent!.frozenAt }),
    meta: { silentSuccess: true },
    onSuccess: () => {
      showSnackbar(t('submit.done'), 'success');
      onSubmitted();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'ENDOWMENT_HASH_MISMATCH') {
        markErrorShown(error);
        setSent(null);
        setChanged(true);
      } else if (CODE_ERRORS.has(error.code)) {
        markErrorShown(error);
        setCodeError(error.details?.[0]?.message ?? error.message);
      } else refused(error);
    },
  });
  const busy = send.isPending || submit.isPending;
  const close = () => {
    if (busy) return;
    setSent(null);
    setCodeError(undefined);
    onClose();
  };
  const invitees = (role: 'supervisors' | 'witnesses', names: string[]) => (
    <Stack spacing={0.25}>
      <Typography variant="subtitle2" component="h3">
        {t(`submit.confirm.${role}`)}
      </Typography>
      <Stack component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
        {names.map((name, index) => (
          <Typography component="li" variant="body2" key={`${index} ${name}`}>
            {name}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="submit-title">
      <DialogTitle id="submit-title">{t('submit.confirm.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('submit.confirm.version', { version: format.number(version) })}</Typography>
          {invitees('supervisors', supervisors)}
          {invitees('witnesses', witnesses)}
          <Alert severity="info">{t('submit.confirm.means')}</Alert>
          {changed && <Alert severity="warning">{t('submit.confirm.changed')}</Alert>}
          {sent ? (
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2">{t('submit.confirm.hash')}</Typography>
                <HashText hash={sent.hash} />
              </Stack>
              <CodeEntry
                sent={sent}
                onResend={() => send.mutateAsync()}
                onSubmit={(code) => submit.mutate(code)}
                busy={submit.isPending}
                serverError={codeError}
                onEdit={() => setCodeError(undefined)}
                label={t('submit.confirm.sign')}
              />
            </Stack>
          ) : (
            <BusyButton variant="contained" size="large" busy={send.isPending} onClick={() => send.mutate()}>
              {t('sign.sendCode')}
            </BusyButton>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={close} disabled={busy}>
          {tCommon('actions.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
