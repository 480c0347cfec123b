import { useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import './lists-namespace';

interface ListToolbarProps {
  /** The list's search box: always in view. */
  search?: ReactNode;
  /** The filters, in reading order; on phones they fold behind a "Filters" button. */
  filters?: ReactNode;
  /** How many filters are applied (the URL's non-empty ones), shown on the folded filters' button. */
  active?: number;
  /** The list's own actions (export, create), at the end edge. */
  actions?: ReactNode;
}

/**
 * Above a list: search and filters at the start edge, actions at the end; they wrap on narrow
 * screens. On phones the filters fold behind one "Filters" button that counts the applied ones,
 * so the list's first row is in view without scrolling (issue 15).
 */
export function ListToolbar({ search, filters, active = 0, actions }: ListToolbarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between' }}
    >
      {phone ? (
        <FoldedFilters search={search} filters={filters} active={active} />
      ) : (
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {search}
          {filters}
        </Stack>
      )}
      {actions && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0, '& > *': { flex: { xs: 1, md: 'none' } } }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** A phone's toolbar: the search beside a "Filters" button that opens the filters below them. */
function FoldedFilters({ search, filters, active }: Pick<ListToolbarProps, 'search' | 'filters' | 'active'>) {
  const { t } = useTranslation('lists');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const count = active ?? 0;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        {search && <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{search}</Box>}
        {filters && (
          <Button
            variant={open ? 'contained' : 'outlined'}
            aria-expanded={open}
            aria-controls={panel}
            aria-label={count > 0 ? t('filters.toggleActive', { number: format.number(count) }) : undefined}
            onClick={() => setOpen(!open)}
            startIcon={
              <Badge badgeContent={count > 0 ? format.number(count) : null} color="secondary">
                <FilterListOutlined />
              </Badge>
            }
            sx={{ flex: search ? 'none' : 1, minHeight: 40 }}
          >
            {t('filters.toggle')}
          </Button>
        )}
      </Stack>
      {/* Kept mounted while folded: what a filter holds (a half-typed day, a chosen account) stays. */}
      {filters && (
        <Stack id={panel} hidden={!open} sx={{ gap: 1.5, '&[hidden]': { display: 'none' } }}>
          {filters}
        </Stack>
      )}
    </Stack>
  );
}
