import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { CampaignRegistration } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { titleIn } from '../promotions/offer-fields';
import { useMoveRegistration, type RegistrationMove } from './registrations-api';

export type MoveRequest = { move: RegistrationMove; registration: CampaignRegistration };

/**
 * Spec §4: accept and cancel each ask first, naming the patient and the campaign. A refusal
 * (someone moved it first, the campaign started) stays in the prompt, in the server's words.
 */
export function RegistrationMoveDialog({ dialog }: { dialog: DialogControl<MoveRequest> }) {
  const { t } = useTranslation('clinicCampaigns');
  const { language } = useLanguage();
  const save = useMoveRegistration();
  const request = dialog.item;
  const move = request?.move ?? 'accept';
  const words = {
    name: request?.registration.patient.name ?? '',
    campaign: request ? titleIn(request.registration.campaign, language) : '',
  };
  const refusal = save.error instanceof ApiError ? save.error.message : undefined;
  const close = () => {
    save.reset();
    dialog.close();
  };
  const confirm = () =>
    request &&
    save.mutate(
      { move, pubkey: request.registration.pubkey },
      {
        onSuccess: () => {
          showSnackbar(t(move === 'accept' ? 'registrations.accepted' : 'registrations.canceled'), 'success');
          dialog.closeAfterSuccess();
        },
      },
    );
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t(`registrations.${move}Title`)}
      body={
        <Stack spacing={2}>
          <span>{t(`registrations.${move}Body`, words)}</span>
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      }
      confirmLabel={t(`registrations.${move}Confirm`)}
      destructive={move === 'cancel'}
      busy={save.isPending || dialog.closing}
      onClose={close}
      onConfirm={confirm}
    />
  );
}
