import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { RouterLink } from '../../../components/router-link';
import type { EndowmentSigning } from '@bayan/shared';
import { deedTransition, SIGNING_KEY, type DeedTransition } from '../api/signing-api';
import { editPath } from '../wizard/wizard-paths';
import { AmendDialog } from './amend-dialog';
import { deedActions } from './deed-actions-of';
import { RegisterDialog } from './register-dialog';

type Asking = 'finalize' | 'edit' | 'withdraw' | 'register' | 'amend' | null;

/** The endower's buttons for the deed's state; finalise, edit and withdraw ask first (they lock, revoke or close). */
export function DeedActions({ deed }: { deed: EndowmentSigning }) {
  const { t } = useTranslation('endowmentsSigning');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const refresh = (next: EndowmentSigning) => client.setQueryData([...SIGNING_KEY, deed.pubkey], next);
  const act = useMutation({
    mutationFn: (action: DeedTransition) => deedTransition(deed.pubkey, action),
    // Its own toast says what happened; a refusal goes to the global one.
    meta: { silentSuccess: true },
    onSuccess: (next, action) => {
      setAsking(null);
      showSnackbar(t(`actions.done.${action}`), 'success');
      if (action === 'reopen') void navigate(editPath(deed.pubkey));
      else refresh(next);
      void client.invalidateQueries({ queryKey: ['endowments'] });
    },
  });
  const actions = deedActions(deed.status);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {actions.includes('continue') && (
        <Button variant="contained" component={RouterLink} href={editPath(deed.pubkey)}>
          {t('actions.continue')}
        </Button>
      )}
      {actions.includes('finalize') && (
        <Button variant="contained" onClick={() => setAsking('finalize')}>
          {t('actions.finalize')}
        </Button>
      )}
      {actions.includes('register') && (
        <Button variant="contained" onClick={() => setAsking('register')}>
          {t('actions.register')}
        </Button>
      )}
      {actions.includes('edit') && (
        <Button variant="outlined" onClick={() => setAsking('edit')}>
          {t('actions.edit')}
        </Button>
      )}
      {actions.includes('amend') && (
        <Button variant="outlined" onClick={() => setAsking('amend')}>
          {t('actions.amend')}
        </Button>
      )}
      {actions.includes('withdraw') && (
        <Button variant="outlined" color="error" onClick={() => setAsking('withdraw')}>
          {t('actions.withdraw')}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'finalize'}
        title={t('actions.finalizeTitle')}
        body={t('actions.finalizeWarning')}
        confirmLabel={t('actions.finalize')}
        busy={act.isPending}
        onConfirm={() => act.mutate('finalize')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'edit'}
        title={t('actions.editTitle')}
        body={t('actions.editWarning')}
        confirmLabel={t('actions.edit')}
        busy={act.isPending}
        onConfirm={() => act.mutate('reopen')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('actions.withdrawTitle')}
        body={t('actions.withdrawWarning')}
        confirmLabel={t('actions.withdraw')}
        destructive
        busy={act.isPending}
        onConfirm={() => act.mutate('withdraw')}
        onClose={() => setAsking(null)}
      />
      <RegisterDialog
        open={asking === 'register'}
        pubkey={deed.pubkey}
        onClose={() => setAsking(null)}
        onDone={refresh}
      />
      <AmendDialog open={asking === 'amend'} pubkey={deed.pubkey} onClose={() => setAsking(null)} />
    </Stack>
  );
}
