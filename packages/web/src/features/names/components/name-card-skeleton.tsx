import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MEANING_SX, NAME_SX } from './name-card';

/**
 * Holds a card's place while names load, line for line as NameCard lays it out (the badge, the
 * name, its transliteration, two lines of meaning), so the grid does not jump when they arrive.
 */
export function NameCardSkeleton() {
  const line = (width: string) => <Skeleton variant="text" width={width} sx={{ marginInline: 'auto' }} />;
  return (
    <Card component="li" variant="outlined" aria-hidden sx={{ listStyle: 'none', padding: 2 }}>
      <Skeleton variant="circular" width={32} height={32} />
      <Typography component="div" sx={NAME_SX}>
        {line('55%')}
      </Typography>
      <Typography component="div">{line('45%')}</Typography>
      <Typography component="div" variant="body2" sx={MEANING_SX}>
        {line('70%')}
        {line('50%')}
      </Typography>
    </Card>
  );
}
