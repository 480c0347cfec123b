import Skeleton from '@mui/material/Skeleton';
import { CardGrid } from './card-grid';

/** Placeholders the size of the cards to come: the page does not jump when they arrive. */
export function LoadingCards({ count = 3, height = 160 }: { count?: number; height?: number }) {
  return (
    <CardGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton variant="rounded" height={height} />
        </li>
      ))}
    </CardGrid>
  );
}
