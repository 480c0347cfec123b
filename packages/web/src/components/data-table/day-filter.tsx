import { useState } from 'react';
import { DateField } from '../form/date-field';
import { useCalendarDay } from '../../hooks/use-calendar-day';

interface DayFilterProps {
  label: string;
  /** The applied day (in the URL), YYYY-MM-DD or ''. */
  value: string;
  onChange: (day: string) => void;
  error?: string | undefined;
  /** The hint's example (date-field.tsx), a day that fits the filter; today's by default, not a birth date. */
  example?: string | undefined;
}

/** A day filter applied only once the typed day is complete and real (or cleared), never half-typed. */
export function DayFilter({ label, value, onChange, error, example }: DayFilterProps) {
  const calendarDay = useCalendarDay();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // "Clear filters" or back/forward changed the applied day: show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  return (
    <DateField
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        if (next === '' || calendarDay(next)) onChange(next);
      }}
      error={Boolean(error)}
      helperText={error}
      example={example ?? new Date().toISOString().slice(0, 10)}
      sx={{ minWidth: { xs: '100%', sm: 160 } }}
    />
  );
}
