import { useState, type ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Trans, useTranslation } from 'react-i18next';
import { useDatePair } from '../date-pair/date-pair';
import { useFormat } from '../../hooks/use-format';
import { useCalendarDay } from '../../hooks/use-calendar-day';
import { DayPickerButton } from './day-picker-button';
import { dayInputProps, dayPlaceholder, hijriTextOf, readDayText, useTypedText } from './day-text';
import { LTR_VALUE } from './ltr-value';
import { TextInput, type TextInputProps } from './text-input';

type Calendar = 'gregory' | 'hijri';

/** The same day in each calendar; the toggle beside the field names the calendar. */
const EXAMPLE: Record<Calendar, string> = { gregory: '1994-08-18', hijri: '1415-03-11' };

/** The example in the calendar shown: the field's own when it has one. */
const exampleIn = (calendar: Calendar, example: string | undefined) =>
  !example ? EXAMPLE[calendar] : calendar === 'gregory' ? example : (hijriTextOf(example) ?? EXAMPLE.hijri);

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** A Gregorian day, YYYY-MM-DD, or '' when empty (or what was typed, while it is not a day). */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The hint's example, a Gregorian YYYY-MM-DD that fits the field (a day ahead to go to); a birth date by default. */
  example?: string | undefined;
};

/**
 * A day typed as YYYY-MM-DD in Latin or Arabic-Indic digits (PRODUCT §9), in the Gregorian or the
 * Hijri (Umm al-Qura) calendar, instead of the browser's date picker, which takes neither Arabic
 * digits nor Hijri days. The form always holds the Gregorian day in Latin digits; the field keeps
 * what was typed as it was typed (a day it did not type, in the page's digits), left to right;
 * once the day is valid it shows it in both calendars, each named, in the page's digits.
 * Switching the calendar keeps the text and reads it in the other one.
 */
export function DateField({ value, onChange, helperText, slotProps, example, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const pair = useDatePair();
  const calendarDay = useCalendarDay();
  const [calendar, setCalendar] = useState<Calendar>('gregory');
  const { text, setTyped } = useTypedText(
    value,
    (typed) => readDayText(typed, calendar),
    (day) => (calendar === 'gregory' ? day : (hijriTextOf(day) ?? day)),
  );
  const day = calendarDay(value);
  const shownExample = format.digits(exampleIn(calendar, example));

  // The binding reads the value only.
  const emit = (next: string) => onChange({ target: { value: next } } as ChangeEvent<HTMLInputElement>);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    emit(readDayText(event.target.value, calendar));
  };
  // A day from the browser's picker, shown as if typed in the calendar on show.
  const pick = (next: string) => {
    setTyped(calendar === 'gregory' ? next : (hijriTextOf(next) ?? next));
    emit(next);
  };
  const switchTo = (next: Calendar) => {
    setCalendar(next);
    setTyped(text);
    emit(readDayText(text, next));
  };

  return (
    <TextInput
      {...props}
      value={text}
      onChange={change}
      placeholder={dayPlaceholder(shownExample)}
      helperText={
        helperText ??
        (day ? (
          // A day outside the published Umm al-Qura calendar's years says its Hijri day is computed.
          pair({ ...day, hijri: day.computed ? t('form.hijriComputed', day) : day.hijri })
        ) : (
          // The example reads left to right, as it is typed, and in the page's digits.
          <Trans t={t} i18nKey="form.dateHint" values={{ example: shownExample }} components={LTR_VALUE} />
        ))
      }
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: dayInputProps(text),
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <DayPickerButton value={value} onPick={pick} calendar={calendar} />
              <ToggleButtonGroup
                exclusive
                size="small"
                value={calendar}
                aria-label={t('form.calendar.label')}
                onChange={(_event, next: Calendar | null) => next && switchTo(next)}
              >
                {(['gregory', 'hijri'] as const).map((option) => (
                  <ToggleButton key={option} value={option} sx={{ paddingBlock: 0.25, paddingInline: 1 }}>
                    {t(`form.calendar.${option}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
