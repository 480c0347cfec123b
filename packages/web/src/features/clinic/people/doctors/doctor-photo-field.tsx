import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import { useTranslation } from 'react-i18next';
import { DOCTOR_PHOTO_MAX_BYTES, DOCTOR_PHOTO_TYPES, type Doctor } from '@bayan/shared';
import { DoctorAvatar } from '../../../../components/doctor-avatar';
import type { PhotoChoice } from '../api/doctor-photo';

interface DoctorPhotoFieldProps {
  /** The doctor as saved (no photo for a new profile); `name` names the preview. */
  doctor: Pick<Doctor, 'name' | 'photoUrl'>;
  choice: PhotoChoice;
  onChoose: (choice: PhotoChoice, error?: string) => void;
  error: string | undefined;
}

/** An object URL for the chosen file while it is shown, revoked after. */
function usePreview(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The doctor's public photo: JPEG, PNG or WebP up to 2 MiB, previewed; sent or removed when the form is saved. */
export function DoctorPhotoField({ doctor, choice, onChoose, error }: DoctorPhotoFieldProps) {
  const { t } = useTranslation('clinicPeople');
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const file = choice !== null && choice !== 'remove' ? choice.file : undefined;
  const preview = usePreview(file);
  const shown = { name: doctor.name, photoUrl: choice === 'remove' ? null : doctor.photoUrl };
  const hasPhoto = Boolean(file) || shown.photoUrl !== null;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!(DOCTOR_PHOTO_TYPES as readonly string[]).includes(picked.type))
      return onChoose(null, t('doctors.photo.wrongType'));
    if (picked.size > DOCTOR_PHOTO_MAX_BYTES) return onChoose(null, t('doctors.photo.tooLarge'));
    onChoose({ file: picked });
  };

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
      <DoctorAvatar doctor={shown} src={preview} size={72} label={doctor.name || t('doctors.photo.label')} />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2">{t('doctors.photo.label')}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {/* A real button opens the hidden file input, so Enter and Space work as they do everywhere. */}
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddAPhotoOutlined />}
            aria-describedby={helpId}
            onClick={() => input.current?.click()}
          >
            {hasPhoto ? t('doctors.photo.replace') : t('doctors.photo.choose')}
          </Button>
          {hasPhoto && (
            <Button size="small" color="inherit" onClick={() => onChoose(doctor.photoUrl ? 'remove' : null)}>
              {t('doctors.photo.remove')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          name="photo"
          hidden
          tabIndex={-1}
          aria-label={t('doctors.photo.label')}
          accept={DOCTOR_PHOTO_TYPES.join(',')}
          onChange={choose}
        />
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? t('doctors.photo.help')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
