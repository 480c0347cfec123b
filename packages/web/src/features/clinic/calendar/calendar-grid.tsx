import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Appointment } from '@bayan/shared';
import { CalendarEvent } from './calendar-event';
import { DayHeading } from './day-heading';
import { ROW_MINUTES, type DayLayout, type TimeWindow } from './layout';
import { arrowStep } from './period';
import { SlotBand } from './slot-band';
import { TimeAxis } from './time-axis';
import type { SlotBand as Band } from './slots';

/** Six pixels per five minutes: an hour is 72 px, a 30-minute appointment two lines of text. */
const ROW_PX = 6;
const HOUR_PX = (60 / ROW_MINUTES) * ROW_PX;

interface CalendarGridProps {
  label: string;
  days: string[];
  today: string;
  window: TimeWindow;
  appointments: DayLayout<Appointment>[];
  bands: DayLayout<Band>[];
  onOpen: (appointment: Appointment) => void;
  onStep: (step: number) => void;
}

/**
 * The calendar: the hours, then a CSS grid of one column per day (scrolling sideways on a
 * phone), each day a grid of five-minute rows. Grid columns run from the inline start, so in
 * Arabic the hours are on the right and the week runs right to left without any mirroring
 * code; the arrow keys follow.
 */
export function CalendarGrid({ label, days, today, window, appointments, bands, onOpen, onStep }: CalendarGridProps) {
  const { direction } = useTheme();
  const rows = (window.end - window.start) / ROW_MINUTES;
  const dayGrid = { display: 'grid', gridTemplateRows: `repeat(${rows}, ${ROW_PX}px)` } as const;
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.target === event.currentTarget ? arrowStep(event.key, direction) : 0;
    if (step !== 0) {
      event.preventDefault();
      onStep(step);
    }
  };

  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={keyDown}
      sx={{ display: 'grid', gridTemplateColumns: '3.75rem minmax(0, 1fr)' }}
    >
      <TimeAxis window={window} rowHeight={`${ROW_PX}px`} />
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${days.length}, minmax(${days.length > 1 ? '6.5rem' : '0'}, 1fr))`,
          }}
        >
          {days.map((day) => (
            <DayHeading key={day} day={day} today={day === today} />
          ))}
          {days.map((day, index) => (
            <Box
              key={day}
              sx={{
                ...dayGrid,
                gridTemplateColumns: `repeat(${appointments[index]!.columns}, minmax(0, 1fr))`,
                borderInlineStart: 1,
                borderColor: 'divider',
                backgroundImage: (theme) =>
                  `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_PX}px)`,
              }}
            >
              {bands[index]!.items.map((placed) => (
                <SlotBand key={placed.item.start} placed={placed} />
              ))}
              {appointments[index]!.items.map((placed) => (
                <CalendarEvent key={placed.item.id} placed={placed} onOpen={() => onOpen(placed.item)} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
