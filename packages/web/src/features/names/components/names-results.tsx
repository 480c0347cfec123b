import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/mirror';
import { useFormat } from '../../../hooks/use-format';
import { useInfiniteNames } from '../api/get-names';
import { NameCardSkeleton } from './name-card-skeleton';
import { NamesEmpty, NamesError } from './names-states';
import { NamesGrid } from './names-grid';
import { SKELETON_CARDS, LIST_BAR_SX, NamesList } from './names-list';

const HEADING_ID = 'names-heading';

/** The names section: a heading, a live result count, then the grid or its loading/empty/error state. */
export function NamesResults({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation('names');
  const format = useFormat();
  const query = useInfiniteNames(q);
  const total = query.data?.pages.at(-1)?.total;

  let status = '';
  if (query.isPending) status = t('list.loading');
  else if (total !== undefined) status = t('list.results', { count: total, formatted: format.number(total) });

  return (
    <Stack component="section" aria-labelledby={HEADING_ID} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' } }}>
          {t('list.title')}
        </Typography>
        {/*
          One line, loading or counted, so the grid below stays where it is; the skeleton shows the
          loading, the words are for screen readers (beside the heading they would fold it at 375 px).
        */}
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {query.isPending ? (
            <Box component="span" sx={visuallyHidden}>
              {status}
            </Box>
          ) : (
            status
          )}
        </Typography>
      </Stack>
      {query.isPending ? (
        // Where NamesList puts its grid: below the room of its progress bar.
        <Stack spacing={3}>
          <Box sx={LIST_BAR_SX} />
          <NamesGrid busy>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <NameCardSkeleton key={index} />
            ))}
          </NamesGrid>
        </Stack>
      ) : query.isError && !query.data ? (
        <NamesError onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.total === 0 ? (
        <NamesEmpty query={q} onClear={onClear} />
      ) : (
        <NamesList query={query} />
      )}
    </Stack>
  );
}
