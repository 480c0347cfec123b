import type { Control, FieldValues, Path } from 'react-hook-form';
import { NAME_FIELDS } from '@bayan/shared';
import { FormTextField } from './form-text-field';

export type NameField = (typeof NAME_FIELDS)[number];

/** What a browser may fill each name with; the grandfather's has no token of its own. */
const AUTOCOMPLETE: Record<NameField, string> = {
  firstName: 'given-name',
  fatherName: 'additional-name',
  grandfatherName: 'off',
  lastName: 'family-name',
};

/**
 * A person's four name fields in their one order (shared NAME_FIELDS: first, father, grandfather,
 * family), the first and the family name required. Every form that asks for a name uses this, so
 * none can order or label them differently; `label` gives each its words from the form's namespace.
 */
export function NameFields<V extends FieldValues & Record<NameField, string>, T>({
  control,
  label,
  autoFocus = false,
}: {
  control: Control<V, unknown, T>;
  label: (field: NameField) => string;
  autoFocus?: boolean;
}) {
  return NAME_FIELDS.map((field) => (
    <FormTextField
      key={field}
      control={control}
      name={field as Path<V>}
      label={label(field)}
      autoComplete={AUTOCOMPLETE[field]}
      required={field === 'firstName' || field === 'lastName'}
      autoFocus={autoFocus && field === 'firstName'}
      fullWidth
    />
  ));
}
