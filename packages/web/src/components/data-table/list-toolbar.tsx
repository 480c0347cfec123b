import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

interface ListToolbarProps {
  /** The search box and the filters, in reading order. */
  filters: ReactNode;
  /** The list's own actions (export, create), at the end edge. */
  actions?: ReactNode;
}

/** Above a list: search and filters at the start edge, actions at the end; they wrap on narrow screens. */
export function ListToolbar({ filters, actions }: ListToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'stretch' }}>
        {filters}
      </Stack>
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
