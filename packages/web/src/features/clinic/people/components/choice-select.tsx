import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '../../../../components/form/form-select-field';
import type { Choice } from '../../../../hooks/use-directory-choices';

interface ChoiceSelectProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  choices: readonly Choice[];
  /** The first, empty choice ("no room", "choose…"). */
  emptyLabel: string;
  required?: boolean;
  helperText?: string;
}

/** A form dropdown over a directory's entries, native so every phone and screen reader knows it. */
export function ChoiceSelect<V extends FieldValues, T>({ choices, emptyLabel, ...props }: ChoiceSelectProps<V, T>) {
  return (
    <FormSelectField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{emptyLabel}</option>
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </FormSelectField>
  );
}
