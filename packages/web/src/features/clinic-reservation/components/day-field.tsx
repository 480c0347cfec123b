import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateReservation } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import type { ReservationValues } from './reservation-values';

/**
 * The preferred day: the browser's own date input, so a phone opens its date picker (finding 9);
 * days before today are not offered. Once chosen, the help says it in both calendars.
 */
export function DayField({ control }: { control: Control<ReservationValues, unknown, CreateReservation> }) {
  const { t } = useTranslation(['reservation', 'common']);
  const calendarDay = useCalendarDay();
  const pair = useDatePair();
  const value = useWatch({ control, name: 'preferredDay' });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const day = value ? calendarDay(value) : null;
  return (
    <FormTextField
      control={control}
      name="preferredDay"
      type="date"
      label={t('fields.day')}
      required
      fullWidth
      helperText={day ? pair(day) : t('fields.dayHelp')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, dir: 'ltr' } }}
    />
  );
}
