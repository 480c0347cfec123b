import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';

/** The slot props this field passes on (objects only: the callback form of MUI's slot props is not used here). */
interface TextInputSlotProps {
  input?: Partial<React.ComponentProps<typeof OutlinedInput>>;
  htmlInput?: React.ComponentProps<typeof OutlinedInput>['inputProps'];
  inputLabel?: Partial<React.ComponentProps<typeof InputLabel>>;
  formHelperText?: Partial<React.ComponentProps<typeof FormHelperText>>;
}

export type TextInputProps = Omit<TextFieldProps, 'select' | 'variant' | 'slots' | 'slotProps' | 'children'> & {
  slotProps?: TextInputSlotProps;
};

/**
 * MUI's outlined TextField without its `select` mode: the same label, input and helper text with
 * the same ids and ARIA links, but without the Select, Menu, Popover and Modal that TextField
 * imports for that mode (some 9 KB compressed the login and landing pages do not use: issue 14).
 * Dropdowns keep using TextField with `select`.
 */
export function TextInput({
  autoComplete,
  autoFocus,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps = {},
  type,
  value,
  ...formControl
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <FormControl variant="outlined" {...formControl}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={formControl.fullWidth}
        id={id}
        inputRef={inputRef}
        label={hasLabel ? label : undefined}
        notched={inputLabel?.shrink}
        maxRows={maxRows}
        minRows={minRows}
        multiline={multiline}
        name={name}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        rows={rows}
        type={type}
        value={value}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
