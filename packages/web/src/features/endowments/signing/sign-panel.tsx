import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EndowmentInvitationDetail } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { rejectInvitation, sendSigningCode, signInvitation, type SentCode } from '../api/signing-api';
import { CodeEntry } from './code-entry';
import { RejectDialog } from './reject-dialog';
import { invitationPath } from './signing-paths';
import { useMomentText } from '../deed/use-moment-text';

/** Errors of a sign call that belong on the code field (the rest: the deed moved on, or the toast). */
const CODE_ERRORS = new Set(['AUTH_OTP_INVALID', 'VALIDATION_ERROR']);

interface SignPanelProps {
  invitation: EndowmentInvitationDetail;
  /** The invitation changed (signed, rejected) or the deed moved on (409): read it again. */
  onChanged: () => void;
  /** The invitation that replaced this revoked one, when the deed was submitted again. */
  successor?: string;
}

/** The signer's part of the page: what they did, or "Send code" → the code → "Sign" (that hash), or "Reject". */
export function SignPanel({ invitation, onChanged, successor }: SignPanelProps) {
  const { t } = useTranslation('endowmentsSigning');
  const moment = useMomentText();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const [rejecting, setRejecting] = useState(false);
  const send = useMutation({
    mutationFn: () => sendSigningCode(invitation.pubkey),
    meta: { silentSuccess: true },
    onSuccess: (answer) => {
      setSent(answer);
      showSnackbar(t('sign.codeSent'), 'success');
    },
  });
  const sign = useMutation({
    mutationFn: (code: string) => signInvitation(invitation.pubkey, { code, hash: invitation.hash }),
    meta: { silentSuccess: true },
    onSuccess: () => {
      showSnackbar(t('sign.signed'), 'success');
      onChanged();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) onChanged();
      else if (CODE_ERRORS.has(error.code) || error.status === 400 || error.status === 422) {
        markErrorShown(error);
        setCodeError(error.details?.[0]?.message ?? error.message);
      }
    },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectInvitation(invitation.pubkey, reason),
    meta: { silentSuccess: true },
    onSuccess: () => {
      setRejecting(false);
      showSnackbar(t('reject.done'), 'success');
      onChanged();
    },
  });

  if (invitation.state === 'SIGNED' && invitation.signedAt)
    return <Alert severity="success">{t('signers.signedAt', { at: moment(invitation.signedAt) })}</Alert>;
  if (invitation.state === 'REJECTED')
    return <Alert severity="warning">{t('sign.youRejected', { reason: invitation.reason ?? '' })}</Alert>;
  if (invitation.state === 'REVOKED')
    return (
      <Alert
        severity="warning"
        action={
          successor ? (
            <Button color="inherit" component={RouterLink} href={invitationPath(successor)}>
              {t('sign.openNew')}
            </Button>
          ) : undefined
        }
      >
        {successor ? t('sign.resignRequired') : t('sign.resignLater')}
      </Alert>
    );
  if (!invitation.actionable) return <Alert severity="info">{t('sign.closed')}</Alert>;

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {invitation.resignRequired && <Alert severity="warning">{t('sign.resignNotice')}</Alert>}
      <Alert severity="info">{t('sign.bindsHash')}</Alert>
      {sent ? (
        <CodeEntry
          sent={sent}
          onResend={() => send.mutateAsync()}
          onSubmit={(code) => sign.mutate(code)}
          busy={sign.isPending}
          serverError={codeError}
          onEdit={() => setCodeError(undefined)}
          label={t('sign.sign')}
        />
      ) : (
        <BusyButton variant="contained" size="large" busy={send.isPending} onClick={() => send.mutate()}>
          {t('sign.sendCode')}
        </BusyButton>
      )}
      <Button variant="outlined" color="error" onClick={() => setRejecting(true)}>
        {t('reject.open')}
      </Button>
      <RejectDialog
        open={rejecting}
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) => reject.mutate(reason)}
      />
    </Stack>
  );
}
