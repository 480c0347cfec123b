import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../lib/list-page';
import { CardView } from './card-view';
import { SortSelect } from './sort-select';
import { TableView } from './table-view';
import { TableEmpty, TableError } from './table-states';
import { TablePager } from './table-pager';
import { nextSort, type Column, type ListQueryState } from './types';

interface DataTableProps<T> {
  /** The list's accessible name. */
  label: string;
  columns: Column<T>[];
  query: ListQueryState<T>;
  rowKey: (row: T) => string | number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  sort?: string;
  onSortChange?: (sort: string) => void;
  rowActions?: (row: T) => ReactNode;
  /** Whether a search or filter narrows the list (an empty list then offers to clear them). */
  filtered?: boolean;
  onClearFilters?: () => void;
}

/**
 * A server-paged list: a table on wide screens and cards on narrow ones, skeleton rows while
 * the first page loads, a thin bar while another loads over it, and its empty and error states.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, query, pageSize, page, onPageChange, sort, onSortChange, filtered, onClearFilters } = props;
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const View = narrow ? CardView : TableView;
  const data = query.data;
  // Past the last page (its last row was just deleted, or an old link): go to the last one.
  const overshoot = data !== undefined && data.rows.length === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (overshoot) onPageChange(pageCount(data.total, pageSize));
  }, [overshoot, data?.total, pageSize, onPageChange]);

  if (query.isError && !data) return <TableError error={query.error} onRetry={() => void query.refetch()} />;
  const busy = query.isPending || (query.isFetching && query.isPlaceholderData);

  return (
    <Stack spacing={1.5}>
      {narrow && sort && onSortChange && <SortSelect columns={columns} sort={sort} onChange={onSortChange} />}
      <Box sx={{ height: 4 }}>{busy && !query.isPending && <LinearProgress aria-label={t('loading')} />}</Box>
      {data && data.rows.length === 0 ? (
        <TableEmpty filtered={Boolean(filtered)} onClear={onClearFilters} />
      ) : (
        <Box aria-busy={busy} sx={{ opacity: busy && !query.isPending ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Paper
            variant={narrow ? 'elevation' : 'outlined'}
            elevation={0}
            sx={narrow ? { bgcolor: 'transparent' } : {}}
          >
            <View
              label={label}
              columns={columns}
              rows={data?.rows}
              rowKey={props.rowKey}
              skeletonRows={Math.min(pageSize, 10)}
              sort={sort}
              onSort={onSortChange && sort !== undefined ? (key) => onSortChange(nextSort(sort, key)) : undefined}
              rowActions={props.rowActions}
            />
          </Paper>
        </Box>
      )}
      {data && data.total > 0 && (
        <TablePager page={page} total={data.total} pageSize={pageSize} onPageChange={onPageChange} />
      )}
    </Stack>
  );
}
