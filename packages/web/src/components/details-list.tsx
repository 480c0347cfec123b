import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface DetailsListProps {
  /** Each line: the term and its value. */
  rows: readonly (readonly [string, ReactNode])[];
  /** The list's accessible name, when the page has several. */
  label?: string;
  /**
   * Which side stands out: `value` (a record's facts, the terms muted: a link, an offer) or `term`
   * (a summary to check, the terms bold: a booking's, a reservation's).
   */
  emphasis?: 'value' | 'term';
  /** Smaller text, as in a dialog. */
  dense?: boolean;
  /** The list's own layout beside the grid (margins, a border above). */
  sx?: SxProps<Theme>;
}

const TERM = { value: { color: 'text.secondary' }, term: { fontWeight: 700 } } as const;
const VALUE = { value: { fontWeight: 500 }, term: {} } as const;

/**
 * A description list (`dl`) as two columns: the terms at the start edge, the values beside them;
 * each pair its own line on the grid (`display: contents`), so a screen reader reads term and value together.
 */
export function DetailsList({ rows, label, emphasis = 'value', dense = false, sx }: DetailsListProps) {
  const variant = dense ? 'body2' : 'body1';
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={[
        { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, margin: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={variant} sx={TERM[emphasis]}>
            {term}
          </Typography>
          <Typography component="dd" variant={variant} sx={{ margin: 0, overflowWrap: 'anywhere', ...VALUE[emphasis] }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
