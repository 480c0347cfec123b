import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

/** A doctor's stars (to the half) and how many ratings they rest on; "not rated yet" before the first. */
export function DoctorRating({ doctor }: { doctor: Pick<Doctor, 'rating' | 'ratingCount'> }) {
  const { t } = useTranslation('clinicSite');
  const format = useFormat();
  if (doctor.ratingCount === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('rating.none')}
      </Typography>
    );
  const stars = Math.round(doctor.rating * 10) / 10;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Rating
        value={doctor.rating}
        precision={0.5}
        readOnly
        size="small"
        getLabelText={() => t('rating.label', { stars: format.number(stars) })}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('rating.count', { count: doctor.ratingCount, number: format.number(doctor.ratingCount) })}
      </Typography>
    </Stack>
  );
}
