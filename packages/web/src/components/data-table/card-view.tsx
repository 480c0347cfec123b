import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ViewProps } from './table-view';

/**
 * Narrow screens: one card per row, its title the list's primary column and the other columns
 * as label–value pairs, then the row's actions. The list is a list to screen readers too.
 */
export function CardView<T>({ label, columns, rows, rowKey, skeletonRows, rowActions }: ViewProps<T>) {
  const title = columns.find((column) => column.primary);
  const details = columns.filter((column) => column !== title && !column.hideInCard);

  if (!rows)
    return (
      <Stack spacing={1.5} aria-hidden>
        {Array.from({ length: Math.min(skeletonRows, 4) }, (_, index) => (
          <Paper key={index} variant="outlined" sx={{ padding: 2 }}>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ padding: 2 }}>
          {title && (
            <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.0625rem', marginBlockEnd: 1 }}>
              {title.render(row)}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(6rem, auto) 1fr',
              columnGap: 2,
              rowGap: 0.75,
              margin: 0,
            }}
          >
            {details.map((column) => (
              <Box key={column.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {column.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Typography>
              </Box>
            ))}
          </Box>
          {rowActions && (
            <Stack
              direction="row"
              sx={{
                justifyContent: 'flex-end',
                gap: 0.5,
                marginBlockStart: 1,
                paddingBlockStart: 1,
                borderBlockStart: 1,
                borderColor: 'divider',
              }}
            >
              {rowActions(row)}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
