import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_KINDS, type AttachmentKind, type EndowmentAttachment } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showError, showSnackbar } from '../../../components/feedback/snackbar-store';
import { ApiError } from '../../../lib/api-client';
import { deleteAttachment, downloadAttachment, uploadAttachment } from '../api/attachments-api';
import { ListMessage } from './list-message';

interface AttachmentsStepProps {
  pubkey: string;
  attachments: EndowmentAttachment[];
  onChange: (attachments: EndowmentAttachment[]) => void;
}

const report = (error: unknown) => showError(error instanceof ApiError ? error.message : String(error));

/** Step 8: the endower's ID card or passport: upload, list, download, remove. */
export function AttachmentsStep({ pubkey, attachments, onChange }: AttachmentsStepProps) {
  const { t } = useTranslation('endowments');
  const [kind, setKind] = useState<AttachmentKind>('ID_CARD');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<EndowmentAttachment | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const added = await uploadAttachment(pubkey, kind, file);
      onChange([...attachments, added]);
      showSnackbar(t('attachments.uploaded'), 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteAttachment(pubkey, removing.pubkey);
      onChange(attachments.filter((attachment) => attachment.pubkey !== removing.pubkey));
      showSnackbar(t('attachments.deleted'), 'success');
      setRemoving(null);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('attachments.intro')}</Typography>
      {attachments.length === 0 ? (
        <Typography>{t('attachments.none')}</Typography>
      ) : (
        <List dense aria-label={t('steps.attachments')}>
          {attachments.map((attachment) => (
            <ListItem
              key={attachment.pubkey}
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={t('attachments.download', { name: attachment.fileName })}
                    onClick={() => void downloadAttachment(pubkey, attachment).catch(report)}
                  >
                    <DownloadRounded />
                  </IconButton>
                  <IconButton
                    aria-label={t('attachments.delete', { name: attachment.fileName })}
                    onClick={() => setRemoving(attachment)}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                </Stack>
              }
              sx={{ paddingInlineEnd: 12 }}
            >
              <ListItemText
                primary={attachment.fileName}
                secondary={t(`attachments.kinds.${attachment.kind}`)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ListMessage path="attachments" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('attachments.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as AttachmentKind)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {ATTACHMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`attachments.kinds.${value}`)}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<UploadFileRounded />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('attachments.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/jpeg,image/png,application/pdf"
          aria-label={t('attachments.choose')}
          onChange={(event) => void upload(event)}
        />
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('attachments.deleteTitle')}
        body={t('attachments.deleteBody', { name: removing?.fileName ?? '' })}
        confirmLabel={t('attachments.delete', { name: removing?.fileName ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
        busy={busy}
        destructive
      />
    </Stack>
  );
}
