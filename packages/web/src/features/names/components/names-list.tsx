import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useSearchParams } from 'react-router';
import { morePagesHref, NAMES_PAGE_SIZE, pageAnchor, type useInfiniteNames } from '../api/get-names';
import { NameCard } from './name-card';
import { NamesGrid } from './names-grid';

type NamesQuery = ReturnType<typeof useInfiniteNames>;

/** The places the loading skeleton shows. */
export const SKELETON_CARDS = NAMES_PAGE_SIZE / 2;

/** The room of the thin bar above the grid; the loading skeleton keeps it too. */
export const LIST_BAR_SX = { height: 4, marginBlockStart: -1 } as const;

/** Loaded names, a thin bar while a new search loads over them, and the "show more" button. */
export function NamesList({ query }: { query: NamesQuery }) {
  const { t } = useTranslation(['names', 'common']);
  const format = useFormat();
  const [search] = useSearchParams();
  const pages = query.data?.pages ?? [];
  const names = pages.flatMap((page) => page.data);
  // The first card of each page after the first: the no-script "show more" lands on it.
  const anchors = new Map(pages.slice(1).map((page, index) => [page.data[0]?.id, pageAnchor(index + 2)]));
  const total = query.data?.pages.at(-1)?.total ?? names.length;

  return (
    <Stack spacing={3}>
      <Box sx={LIST_BAR_SX}>{query.isPlaceholderData && <LinearProgress aria-label={t('list.loading')} />}</Box>
      <NamesGrid busy={query.isPlaceholderData}>
        {names.map((name) => (
          <NameCard key={name.id} name={name} id={anchors.get(name.id)} />
        ))}
      </NamesGrid>
      {query.isFetchNextPageError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.fetchNextPage()}>{t('common:actions.retry')}</Button>}
        >
          {t('error.more')}
        </Alert>
      )}
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('list.showing', { shown: format.number(names.length), total: format.number(total) })}
        </Typography>
        {query.hasNextPage && (
          <Button
            variant="outlined"
            loading={query.isFetchingNextPage}
            // A link the server answers with one page more when there is no script; with one, the page fetches it.
            href={morePagesHref(search, pages.length)}
            onClick={(event) => {
              event.preventDefault();
              void query.fetchNextPage();
            }}
          >
            {t('list.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
