import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useTranslation } from 'react-i18next';
import { hijriToGregorian, type HijriDate } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { cached, dateLocale } from '../../../lib/format-date';
import { addDays, addMonths, monthLayout, sameDayInMonth, type HijriMonth } from './hijri-month';
import './dual-date-namespace';

const ChevronLeft = createSvgIcon(<path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />, 'ChevronLeft');
const ChevronRight = createSvgIcon(<path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />, 'ChevronRight');

/** Sunday … Saturday (1–7 March 2026 are Sunday to Saturday). */
const WEEK = Array.from({ length: 7 }, (_, weekday) => Date.UTC(2026, 2, 1 + weekday));
const sameDay = (a: HijriDate | null, b: HijriDate) =>
  a !== null && a.year === b.year && a.month === b.month && a.day === b.day;

interface HijriCalendarProps {
  /** The chosen day, shown selected; the calendar opens on its month. */
  value: HijriDate | null;
  /** The day focused and shown when there is no value (today). */
  initial: HijriDate;
  onChoose: (day: HijriDate) => void;
  /** Takes the keyboard on mount (the picker's popover opening). */
  autoFocus?: boolean;
}

/**
 * A month of the Umm al-Qura calendar: its real length from the table, each day under its
 * Gregorian weekday (Sunday first, right to left in Arabic), with the Gregorian day beside it.
 * Keyboard as the WAI-ARIA date picker grid: arrows move a day or a week (mirrored in Arabic),
 * Page Up/Down a month, Home/End the week's ends, Enter or Space chooses.
 */
export function HijriCalendar({ value, initial, onChoose, autoFocus }: HijriCalendarProps) {
  const { t } = useTranslation('dualDate');
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const { language, direction } = useLanguage();
  const [focused, setFocused] = useState<HijriDate>(value ?? initial);
  const [view, setView] = useState<HijriMonth>({ year: focused.year, month: focused.month });
  const grid = useRef<HTMLDivElement>(null);
  const keyboard = useRef(Boolean(autoFocus));
  const layout = monthLayout(view);

  useEffect(() => {
    if (!keyboard.current) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const moveTo = (day: HijriDate | null) => {
    if (!day) return;
    keyboard.current = true;
    setFocused(day);
    setView({ year: day.year, month: day.month });
  };
  const showMonth = (delta: number) => {
    const month = addMonths(view, delta);
    if (!month) return;
    keyboard.current = false;
    setView(month);
    setFocused(sameDayInMonth({ ...view, day: focused.day }, delta) ?? focused);
  };

  const weekday = cached(dateLocale(language, 'gregory'), { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = cached(dateLocale(language, 'gregory'), { weekday: 'long', timeZone: 'UTC' });
  const gregorianDay = cached(dateLocale(language, 'gregory'), { day: 'numeric', timeZone: 'UTC' });
  const forward = direction === 'rtl' ? -1 : 1;

  const onKeyDown = (event: KeyboardEvent, day: HijriDate, column: number) => {
    const steps: Record<string, () => HijriDate | null> = {
      ArrowRight: () => addDays(day, forward),
      ArrowLeft: () => addDays(day, -forward),
      ArrowDown: () => addDays(day, 7),
      ArrowUp: () => addDays(day, -7),
      Home: () => addDays(day, -column),
      End: () => addDays(day, 6 - column),
      PageUp: () => sameDayInMonth(day, event.shiftKey ? -12 : -1),
      PageDown: () => sameDayInMonth(day, event.shiftKey ? 12 : 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  if (!layout) return null;
  const monthName = t(`months.${view.month}` as 'months.1');
  const title = t('monthTitle', { month: monthName, year: format.digits(String(view.year)) });
  const titleId = `hijri-calendar-${view.year}-${view.month}`;
  const cells = Array.from({ length: layout.length }, (_, index) => {
    const day = { ...view, day: index + 1 };
    const gregorian = hijriToGregorian(day)!;
    const time = Date.parse(`${gregorian}T00:00:00Z`);
    return { day, time, column: (layout.firstWeekday + index) % 7 };
  });
  const rows: (typeof cells)[] = [];
  cells.forEach((cell, index) => {
    const row = Math.floor((layout.firstWeekday + index) / 7);
    (rows[row] ??= []).push(cell);
  });

  return (
    <Box sx={{ p: 1.5, width: 320, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('previousMonth')} onClick={() => showMonth(-1)} disabled={!addMonths(view, -1)}>
          {direction === 'rtl' ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
        <Typography id={titleId} component="h2" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('nextMonth')} onClick={() => showMonth(1)} disabled={!addMonths(view, 1)}>
          {direction === 'rtl' ? <ChevronLeft /> : <ChevronRight />}
        </IconButton>
      </Box>
      <Box role="grid" aria-labelledby={titleId} ref={grid}>
        <Box role="row" sx={WEEK_ROW}>
          {WEEK.map((time) => (
            <Box key={time} role="columnheader" aria-label={weekdayLong.format(time)} sx={HEADER_CELL}>
              {weekday.format(time)}
            </Box>
          ))}
        </Box>
        {rows.map((row, index) => (
          <Box key={`${view.year}-${view.month}-${index}`} role="row" sx={WEEK_ROW}>
            {row.map(({ day, time, column }) => {
              const selected = sameDay(value, day);
              const current = sameDay(focused, day);
              return (
                <Box key={day.day} role="gridcell" aria-selected={selected} sx={{ gridColumn: column + 1 }}>
                  <Box
                    component="button"
                    type="button"
                    tabIndex={current ? 0 : -1}
                    aria-label={t('dayLabel', {
                      day: format.digits(String(day.day)),
                      month: monthName,
                      year: format.digits(String(view.year)),
                      weekday: weekdayLong.format(time),
                      gregorian: calendarDay(new Date(time).toISOString().slice(0, 10))?.gregorian ?? '',
                    })}
                    aria-current={selected ? 'date' : undefined}
                    onClick={() => onChoose(day)}
                    onKeyDown={(event: KeyboardEvent) => onKeyDown(event, day, column)}
                    sx={(theme) => ({
                      ...DAY_BUTTON,
                      bgcolor: selected ? 'primary.main' : 'transparent',
                      color: selected ? 'primary.contrastText' : 'text.primary',
                      '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
                    })}
                  >
                    <Box component="span" sx={{ fontSize: '0.95rem', fontWeight: 600 }}>
                      {format.digits(String(day.day))}
                    </Box>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ fontSize: '0.65rem', color: selected ? 'inherit' : 'text.secondary' }}
                    >
                      {gregorianDay.format(time)}
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const WEEK_ROW = { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, mb: 0.25 } as const;
const HEADER_CELL = { textAlign: 'center', fontSize: '0.75rem', color: 'text.secondary', py: 0.5 } as const;
const DAY_BUTTON = {
  width: '100%',
  minHeight: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: 1,
  cursor: 'pointer',
  font: 'inherit',
  lineHeight: 1.1,
} as const;
