import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './use-field-binding';

type FormSwitchProps<V extends FieldValues, T> = Omit<BoundFieldProps<V, T>, 'helperText'> & {
  label: string;
  sx?: SxProps<Theme>;
};

/** An on/off switch with its label, bound to a boolean form field. */
export function FormSwitch<V extends FieldValues, T>({ control, name, label, sx }: FormSwitchProps<V, T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      sx={sx}
      control={
        <Switch
          name={name}
          checked={Boolean(field.value)}
          slotProps={{ input: { ref: field.ref } }}
          onBlur={field.onBlur}
          onChange={(_event, checked) => field.onChange(checked)}
        />
      }
      label={label}
    />
  );
}
