import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Placement } from './layout';
import type { SlotBand as Band } from './slots';

/** Free time (it can still be booked) or unavailable time (closed, blocked), behind the appointments. */
export function SlotBand({ placed }: { placed: Placement<Band> }) {
  const { t } = useTranslation('clinic');
  const free = placed.item.state === 'Free';
  return (
    <Box
      sx={(theme) => ({
        gridRow: `${placed.rowStart} / ${placed.rowEnd}`,
        gridColumn: '1 / -1',
        margin: '1px',
        borderRadius: 1,
        paddingInline: 0.75,
        fontSize: '0.6875rem',
        color: 'text.secondary',
        overflow: 'hidden',
        ...(free
          ? { border: `1px dashed ${theme.palette.success.main}`, bgcolor: 'transparent' }
          : {
              backgroundImage: `repeating-linear-gradient(45deg, ${theme.palette.action.hover} 0 6px, transparent 6px 12px)`,
              bgcolor: theme.palette.action.hover,
            }),
      })}
    >
      {free ? t('calendar.free') : t('calendar.blocked')}
    </Box>
  );
}
