import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { PhoneHelp } from './phone-help';
import type { BoundFieldProps } from './use-field-binding';

interface FormPhoneFieldProps<V extends FieldValues, T> extends Omit<BoundFieldProps<V, T>, 'helperText'> {
  label: string;
  fullWidth?: boolean;
}

/** A required mobile number: the Saudi example under it, the phone keypad, read left to right. */
export function FormPhoneField<V extends FieldValues, T>({
  control,
  name,
  label,
  fullWidth,
}: FormPhoneFieldProps<V, T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      helperText={<PhoneHelp />}
      label={label}
      type="tel"
      autoComplete="tel"
      required
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
    />
  );
}
