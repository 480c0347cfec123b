import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';

/** A doctor's average stars and how many rated them, said in words too ("4.5 of 5 (12 ratings)"). */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  if (count === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('noRating')}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={rating} precision={0.1} readOnly size="small" aria-hidden />
      <Typography variant="body2">
        {t('average', { rating: format.number(rating), max: format.number(5), ratings: format.number(count), count })}
      </Typography>
    </Stack>
  );
}
