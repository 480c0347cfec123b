import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { DatePair } from '../../../components/date-pair/date-pair';

/** The height of the row of day headings, beside which the hours start. */
export const HEADING_HEIGHT = '4.5rem';

/** A day's column heading: its weekday, then its Hijri and Gregorian day; today is shaded. */
export function DayHeading({ day, today }: { day: string; today: boolean }) {
  const format = useCalendarFormat();
  const heading = format.dayHeading(day);
  return (
    <Box
      component="time"
      dateTime={day}
      sx={{
        height: HEADING_HEIGHT,
        overflow: 'hidden',
        textAlign: 'center',
        paddingBlock: 0.75,
        paddingInline: 0.5,
        borderBlockEnd: 1,
        borderInlineStart: 1,
        borderColor: 'divider',
        bgcolor: today ? 'action.selected' : undefined,
      }}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '0.875rem' }}>
        {heading.weekday}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.4 }}
      >
        <DatePair hijri={heading.hijri} gregorian={heading.gregorian} />
      </Typography>
    </Box>
  );
}
