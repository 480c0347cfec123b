import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { HEADING_HEIGHT } from './day-heading';
import { ROW_MINUTES, type TimeWindow } from './layout';

/** The hours beside the days, outside their sideways scroll: always in view on a phone. */
export function TimeAxis({ window, rowHeight }: { window: TimeWindow; rowHeight: string }) {
  const format = useCalendarFormat();
  const hours = Array.from({ length: (window.end - window.start) / 60 }, (_, index) => window.start + index * 60);
  return (
    <Box aria-hidden>
      <Box sx={{ height: HEADING_HEIGHT, borderBlockEnd: 1, borderColor: 'divider' }} />
      <Box
        sx={{ display: 'grid', gridTemplateRows: `repeat(${(window.end - window.start) / ROW_MINUTES}, ${rowHeight})` }}
      >
        {hours.map((minute) => (
          <Typography
            key={minute}
            variant="caption"
            sx={{
              gridRow: `${(minute - window.start) / ROW_MINUTES + 1} / span ${60 / ROW_MINUTES}`,
              color: 'text.secondary',
              paddingInline: 0.5,
            }}
          >
            {format.clock(minute)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
