import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DualDateField } from './dual-date-field';

export interface FormDualDateFieldProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** The form field holding the Gregorian day, YYYY-MM-DD in Latin digits (the draft's `gregorianDate`). */
  gregorianName: Path<V>;
  /** The form field holding the Hijri day as typed or chosen, YYYY-MM-DD in Latin digits (`hijriDate`). */
  hijriName: Path<V>;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The dual Gregorian/Hijri day field bound to TWO form fields (chosen over one name plus a
 * companion: the deed draft keeps `gregorianDate` and `hijriDate` side by side, and the review
 * puts its issues on each path). Each field's message (a submit's, the review's, the server's)
 * shows on its own input and takes the place of the field's own check; the first input takes the
 * focus when its field is the first to fix.
 */
export function FormDualDateField<V extends FieldValues, T>({
  control,
  gregorianName,
  hijriName,
  ...props
}: FormDualDateFieldProps<V, T>) {
  const gregorian = useController({ control, name: gregorianName });
  const hijri = useController({ control, name: hijriName });
  return (
    <DualDateField
      {...props}
      gregorian={String(gregorian.field.value ?? '')}
      hijri={String(hijri.field.value ?? '')}
      onChange={(next) => {
        gregorian.field.onChange(next.gregorian);
        hijri.field.onChange(next.hijri);
      }}
      onBlur={() => {
        gregorian.field.onBlur();
        hijri.field.onBlur();
      }}
      gregorianName={gregorianName}
      hijriName={hijriName}
      gregorianError={gregorian.fieldState.error?.message}
      hijriError={hijri.fieldState.error?.message}
      gregorianInputRef={gregorian.field.ref}
      hijriInputRef={hijri.field.ref}
    />
  );
}
