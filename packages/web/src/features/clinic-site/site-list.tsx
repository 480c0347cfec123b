import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusMessage } from '../../components/status-message';
import { SitePage } from './components/site-page';

interface SiteListProps<T> {
  title: string;
  intro: string;
  query: UseQueryResult<T[]>;
  words: { none: string; error: string; retry: string };
  card: (item: T) => ReactNode;
}

/** Cards side by side from tablets, as the doctors' page shows its own. */
const CARDS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/** A public page of cards: its title and intro, then the cards, a skeleton while loading, or why none show. */
export function SiteList<T>({ title, intro, query, words, card }: SiteListProps<T>) {
  let content: ReactNode;
  if (query.isPending) {
    content = [0, 1].map((key) => <Skeleton key={key} variant="rounded" height={160} />);
  } else if (query.isError) {
    content = (
      <StatusMessage
        role="alert"
        icon={<ErrorOutlineRounded fontSize="inherit" />}
        title={words.error}
        body={null}
        actions={
          <Button variant="contained" onClick={() => void query.refetch()}>
            {words.retry}
          </Button>
        }
      />
    );
  } else if (query.data.length === 0) {
    content = <Typography sx={{ color: 'text.secondary' }}>{words.none}</Typography>;
  } else {
    content = query.data.map(card);
  }
  return (
    <SitePage title={title} intro={intro} busy={query.isPending}>
      <Box sx={CARDS}>{content}</Box>
    </SitePage>
  );
}
