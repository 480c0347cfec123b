import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusMessage } from '../../components/status-message';

interface SiteListProps<T> {
  title: string;
  intro: string;
  query: UseQueryResult<T[]>;
  words: { none: string; error: string; retry: string };
  card: (item: T) => ReactNode;
}

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
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, marginBlockEnd: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', marginBlockEnd: 3 }}>{intro}</Typography>
      <Stack spacing={2} aria-busy={query.isPending}>
        {content}
      </Stack>
    </Container>
  );
}
