import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { rejectInvitation, sendSigningCode, signInvitation } from '../api/signing-api';
import type { InvitationView } from '../api/signing-types';
import { OTP_LENGTH } from './otp-code';
import { OtpField } from './otp-field';
import { RejectDialog } from './reject-dialog';
import { invitationPath } from './signing-paths';

const OPEN_STATUSES = new Set(['SUBMITTED', 'UNDER_REVIEW']);

/** The signer's part of the page: what they did, or "Send code" → the code → "Sign" (that hash), or "Reject". */
interface SignPanelProps {
  invitation: InvitationView;
  onChanged: (next: InvitationView) => void;
  /** The deed moved on (a 409: a new version, a hash no longer the stored one): read it again. */
  onStale: () => void;
}

export function SignPanel({ invitation, onChanged, onStale }: SignPanelProps) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [rejecting, setRejecting] = useState(false);
  const send = useMutation({
    mutationFn: () => sendSigningCode(invitation.pubkey),
    meta: { silentSuccess: true },
    onSuccess: () => {
      setSent(true);
      showSnackbar(t('sign.codeSent'), 'success');
    },
  });
  const sign = useMutation({
    mutationFn: () => signInvitation(invitation.pubkey, { code, hash: invitation.hash }),
    meta: { silentSuccess: true },
    onSuccess: (next) => {
      showSnackbar(t('sign.signed'), 'success');
      onChanged(next);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onStale();
      // A wrong, expired or spent code belongs on the field; anything else goes to the toast.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409) {
        markErrorShown(error);
        setCodeError(error.message);
      }
    },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectInvitation(invitation.pubkey, reason),
    meta: { silentSuccess: true },
    onSuccess: (next) => {
      setRejecting(false);
      showSnackbar(t('reject.done'), 'success');
      onChanged(next);
    },
  });

  if (invitation.state === 'SIGNED' && invitation.signedAt)
    return (
      <Alert severity="success">
        {t('signers.signedAt', { at: format.bothCalendars(new Date(invitation.signedAt)) })}
      </Alert>
    );
  if (invitation.state === 'REJECTED')
    return <Alert severity="warning">{t('sign.youRejected', { reason: invitation.reason ?? '' })}</Alert>;
  if (invitation.state === 'REVOKED')
    return (
      <Alert
        severity="warning"
        action={
          invitation.successor ? (
            <Button color="inherit" component={RouterLink} href={invitationPath(invitation.successor)}>
              {t('sign.openNew')}
            </Button>
          ) : undefined
        }
      >
        {t('sign.resignRequired')}
      </Alert>
    );
  if (!OPEN_STATUSES.has(invitation.status)) return <Alert severity="info">{t('sign.closed')}</Alert>;

  const trySign = () => {
    if (code.length !== OTP_LENGTH) setCodeError(t('sign.codeIncomplete'));
    else {
      setCodeError(undefined);
      sign.mutate();
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Alert severity="info">{t('sign.bindsHash')}</Alert>
      {sent ? (
        <>
          <OtpField
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
            onResend={() => send.mutateAsync()}
            disabled={sign.isPending}
          />
          <BusyButton variant="contained" size="large" busy={sign.isPending} onClick={trySign}>
            {t('sign.sign')}
          </BusyButton>
        </>
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
