import { useId, useRef, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { USER_FILE_MAX_BYTES, USER_FILE_TYPES, type User } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { useDownloadUserFile } from '../api/download-user-file';
import { FormSection } from './form-section';

interface UserFileFieldProps {
  /** The file the account already has. */
  current: User['file'];
  chosen: File | null;
  onChoose: (file: File | null, error?: string) => void;
  error: string | undefined;
}

/** The optional upload (JPEG, PNG or PDF up to 5 MiB), with a download of the file already there. */
export function UserFileField({ current, chosen, onChoose, error }: UserFileFieldProps) {
  const { t } = useTranslation('users');
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const download = useDownloadUserFile();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!(USER_FILE_TYPES as readonly string[]).includes(file.type)) return onChoose(null, t('file.wrongType'));
    if (file.size > USER_FILE_MAX_BYTES) return onChoose(null, t('file.tooLarge'));
    onChoose(file);
  };

  return (
    <FormSection title={t('file.label')}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('file.current')}
        </Typography>
        {current ? (
          <BusyButton
            size="small"
            startIcon={<DownloadRounded />}
            busy={download.isPending}
            onClick={() => download.mutate(current)}
          >
            {t('file.download', { name: current.name })}
          </BusyButton>
        ) : (
          <Typography variant="body2">{t('file.none')}</Typography>
        )}
      </Stack>
      {chosen && (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t('file.chosen', { name: chosen.name })}
          </Typography>
          <Button size="small" color="inherit" onClick={() => onChoose(null)}>
            {t('file.discard')}
          </Button>
        </Stack>
      )}
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {/* A real button opens the hidden file input, so Enter and Space work as they do everywhere. */}
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          aria-describedby={helpId}
          onClick={() => input.current?.click()}
        >
          {chosen || current ? t('file.replace') : t('file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          name="file"
          hidden
          tabIndex={-1}
          accept={USER_FILE_TYPES.join(',')}
          onChange={choose}
        />
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? t('file.help')}
        </FormHelperText>
      </Stack>
    </FormSection>
  );
}
