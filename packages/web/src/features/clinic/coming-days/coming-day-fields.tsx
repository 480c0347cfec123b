import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormDateField } from '../../../components/form/form-date-field';
import { addDays } from '../model/zoned-time';

/**
 * The example under a date field for a coming day (a time off, a promotion's validity): a week
 * from today, not the birth date a date field shows by default (walk finding 9).
 */
export const comingDayExample = (): string => addDays(new Date().toISOString().slice(0, 10), 7);

interface ComingDayFieldsProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** The period's first and last day: each field's name and label. */
  days: readonly { name: Path<V>; label: string }[];
}

/** A period's required days ahead (a time off, a promotion's validity), side by side in their grid. */
export function ComingDayFields<V extends FieldValues, T>({ control, days }: ComingDayFieldsProps<V, T>) {
  return days.map(({ name, label }) => (
    <FormDateField
      key={name}
      control={control}
      name={name}
      example={comingDayExample()}
      label={label}
      required
      fullWidth
    />
  ));
}
