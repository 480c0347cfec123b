import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../hooks/use-format';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import { NAMES_PAGE_SIZE, type useInfiniteNames } from '../api/get-names';
import { NameCard } from './name-card';
import { NameCardSkeleton } from './name-card-skeleton';
import { NamesGrid } from './names-grid';

type NamesQuery = ReturnType<typeof useInfiniteNames>;

/**
 * The places the loading skeleton shows. The list holds as many (or as many names as came) from
 * its first pass, skeletons standing in for the cards not drawn yet, so the grid never stands
 * shorter than the skeleton it replaces (nothing below it moves).
 */
export const SKELETON_CARDS = NAMES_PAGE_SIZE / 2;
/**
 * The cards drawn with the answer, then a few more per task (issue 14: the answer's twelve cards
 * drawn at once were a phone's longest task after the first paint).
 */
const FIRST_CARDS = 4;
const MORE_CARDS = 4;

/** The room of the thin bar above the grid; the loading skeleton keeps it too. */
export const LIST_BAR_SX = { height: 4, marginBlockStart: -1 } as const;

/** Loaded names, a thin bar while a new search loads over them, and the "show more" button. */
export function NamesList({ query }: { query: NamesQuery }) {
  const { t } = useTranslation(['names', 'common']);
  const format = useFormat();
  const names = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? names.length;
  const drawn = useProgressiveCount(names.length, FIRST_CARDS, MORE_CARDS);
  const held = Math.max(0, Math.min(names.length, SKELETON_CARDS) - drawn);

  return (
    <Stack spacing={3}>
      <Box sx={LIST_BAR_SX}>{query.isPlaceholderData && <LinearProgress aria-label={t('list.loading')} />}</Box>
      <NamesGrid busy={query.isPlaceholderData || held > 0}>
        {names.slice(0, drawn).map((name) => (
          <NameCard key={name.id} name={name} />
        ))}
        {/* Keyed by their place: a skeleton stays where it stands until a card takes its place. */}
        {Array.from({ length: held }, (_, index) => (
          <NameCardSkeleton key={`place-${drawn + index}`} />
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
          <Button variant="outlined" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
