import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldName, type DeedForm } from '../wizard/deed-form';

/** Fields side by side on wide screens, one under the other on phones. */
export function FieldGrid({ children, wide = 3 }: { children: ReactNode; wide?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${wide}, minmax(0, 1fr))`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

interface DeedTextProps {
  /** The draft path, which is the field's name ("assets.0.ibanNumber"). */
  path: string;
  label: string;
  helperText?: ReactNode;
  /** A code typed left to right (IBAN, numbers, email). */
  ltr?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  multiline?: boolean;
  wide?: boolean;
  maxLength?: number;
}

/** A text field of the deed: its message (a review issue) under it, on its step. */
export function DeedText({ path, label, helperText, ltr, inputMode, multiline, wide, maxLength }: DeedTextProps) {
  const { control } = useFormContext<DeedForm>();
  return (
    <FormTextField
      control={control}
      name={fieldName(path)}
      label={label}
      helperText={helperText}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{ htmlInput: { ...(ltr ? { dir: 'ltr' } : {}), inputMode, maxLength } }}
    />
  );
}

/** A Gregorian day of the deed (typed in either calendar, Latin or Arabic-Indic digits). */
export function DeedDate({ path, label }: { path: string; label: string }) {
  const { control } = useFormContext<DeedForm>();
  return <FormDateField control={control} name={fieldName(path)} label={label} fullWidth />;
}

interface DeedSelectProps {
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice's words; none means a value must be picked from the start. */
  none?: string;
}

/** A native select of the deed (type, kind, ID type…). */
export function DeedSelect({ path, label, options, none }: DeedSelectProps) {
  const { control } = useFormContext<DeedForm>();
  return (
    <FormSelectField
      control={control}
      name={fieldName(path)}
      select
      fullWidth
      label={label}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormSelectField>
  );
}
