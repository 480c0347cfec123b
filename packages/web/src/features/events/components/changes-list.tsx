import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../utils/event-diff';
import { ChangeValue } from './change-value';

// The theme's warning colour (#b45309), faint behind the row and solid on its start edge.
const HIGHLIGHT = { bgcolor: 'rgba(180, 83, 9, 0.08)', borderInlineStart: '4px solid #b45309' } as const;

/**
 * Field | before | after, one row per field; a changed row is tinted, edged and says "changed"
 * in words. On a phone the three columns stack inside each row.
 */
export function ChangesList({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('events');
  const labels: Record<string, string> = t('fields', { returnObjects: true });
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr 1fr' }, columnGap: 2, rowGap: 0.5 };
  return (
    <Box
      role="table"
      aria-label={t('detail.changes')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box role="row" sx={{ ...grid, display: { xs: 'none', sm: 'grid' }, padding: 1.5, bgcolor: 'action.hover' }}>
        {(['field', 'before', 'after'] as const).map((column) => (
          <Typography key={column} role="columnheader" variant="body2" sx={{ fontWeight: 700 }}>
            {t(`detail.${column}`)}
          </Typography>
        ))}
      </Box>
      {changes.map((change) => (
        <Box
          role="row"
          key={change.field}
          data-changed={change.changed}
          sx={{
            ...grid,
            padding: 1.5,
            borderBlockStart: 1,
            borderColor: 'divider',
            ...(change.changed ? HIGHLIGHT : {}),
          }}
        >
          <Typography role="rowheader" variant="body2" component="div" sx={{ fontWeight: 500 }}>
            {labels[change.field] ?? change.field}
            {change.changed && (
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'warning.dark' }}>
                {t('detail.changed')}
              </Typography>
            )}
          </Typography>
          {(['before', 'after'] as const).map((side) => (
            <Typography
              key={side}
              role="cell"
              variant="body2"
              component="div"
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              <Typography component="span" variant="caption" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                {t(`detail.${side}`)}:{' '}
              </Typography>
              <ChangeValue value={change[side]} />
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
