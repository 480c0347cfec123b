import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { EndowmentInvitation } from '@bayan/shared';
import { Trans, useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { LTR_VALUE } from '../../../components/form/ltr-value';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { claimInvitation, sendClaimCode, type SentCode } from '../api/signing-api';
import { CodeEntry } from './code-entry';

interface ProofPanelProps {
  /** The invitation as the caller's list shows it before the proof (no deed, the masked phone). */
  invitation: Pick<EndowmentInvitation, 'pubkey' | 'role' | 'partyPhone'>;
  /** The party is proven: read the invitation again, now with its deed. */
  onProven: () => void;
}

/**
 * Issue 29: before a deed is shown to whoever holds the ID number it names, they confirm the phone
 * the endower entered for that party with a texted code (the server refuses everything else until
 * then). The number is shown masked, as the list has it.
 */
export function ProofPanel({ invitation, onProven }: ProofPanelProps) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const send = useMutation({
    mutationFn: () => sendClaimCode(invitation.pubkey),
    meta: { silentSuccess: true },
    onSuccess: (answer) => {
      setSent(answer);
      showSnackbar(t('sign.codeSent'), 'success');
    },
  });
  const claim = useMutation({
    mutationFn: (code: string) => claimInvitation(invitation.pubkey, code),
    meta: { silentSuccess: true },
    onSuccess: () => {
      showSnackbar(t('proof.proven'), 'success');
      onProven();
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status === 429) return;
      markErrorShown(error);
      setCodeError(error.details?.[0]?.message ?? error.message);
    },
  });
  const phone = invitation.partyPhone ? format.ltr(invitation.partyPhone) : t('proof.unknownPhone');
  return (
    <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {t('proof.title')}
        </Typography>
        <Typography>
          <Trans
            t={t}
            i18nKey="proof.intro"
            values={{ role: t(`rolesAs.${invitation.role}`), phone }}
            components={LTR_VALUE}
          />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('proof.why')}
        </Typography>
        {!invitation.partyPhone ? (
          <Alert severity="warning">{t('proof.noPhone')}</Alert>
        ) : sent ? (
          <CodeEntry
            sent={sent}
            onResend={() => send.mutateAsync()}
            onSubmit={(code) => claim.mutate(code)}
            busy={claim.isPending}
            serverError={codeError}
            onEdit={() => setCodeError(undefined)}
            label={t('proof.confirm')}
          />
        ) : (
          <BusyButton variant="contained" size="large" busy={send.isPending} onClick={() => send.mutate()}>
            {t('proof.sendCode')}
          </BusyButton>
        )}
      </Stack>
    </Paper>
  );
}
