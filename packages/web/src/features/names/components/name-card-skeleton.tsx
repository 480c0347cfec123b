import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Holds a card's place while names load, so the grid does not jump when they arrive. */
export function NameCardSkeleton() {
  return (
    <Card component="li" variant="outlined" aria-hidden sx={{ listStyle: 'none', padding: 2 }}>
      <Skeleton variant="circular" width={32} height={32} />
      <Stack spacing={1} sx={{ alignItems: 'center', paddingBlockStart: 1 }}>
        <Skeleton variant="text" width="55%" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" width="70%" />
      </Stack>
    </Card>
  );
}
