import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '@bayan/shared';
import { useFormat } from '../../../../hooks/use-format';

/** The patients' average stars, read-only (patients rate; no one edits it); "not rated yet" before any. */
export function DoctorRating({ doctor, withLabel = false }: { doctor: Doctor; withLabel?: boolean }) {
  const { t } = useTranslation('clinicPeople');
  const format = useFormat();
  const text =
    doctor.ratingCount === 0
      ? t('doctors.notRated')
      : t('doctors.rating', {
          stars: format.number(Math.round(doctor.rating * 10) / 10),
          ratings: format.number(doctor.ratingCount),
          count: doctor.ratingCount,
        });
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {withLabel && <Typography sx={{ fontWeight: 600 }}>{t('doctors.fields.rating')}:</Typography>}
      {doctor.ratingCount > 0 && <Rating value={doctor.rating} precision={0.1} readOnly size="small" aria-hidden />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Stack>
  );
}
