import { TextInput } from './text-input';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldBinding, type BoundFieldProps } from './use-field-binding';

type CodeFieldProps<V extends FieldValues, T> = Omit<BoundFieldProps<V, T>, 'helperText'> & {
  autoFocus?: boolean;
  disabled?: boolean;
  /** Whose code it is, when not the caller's own ("Verification code" by default). */
  label?: string;
  /** Where the code comes from, when not a text message (an authenticator app). */
  help?: string;
};

/** The 6-digit SMS code: a numeric keypad on phones, Arabic-Indic digits accepted, left to right. */
export function CodeField<V extends FieldValues, T>({
  control,
  name,
  autoFocus = false,
  disabled = false,
  label,
  help,
}: CodeFieldProps<V, T>) {
  const { t } = useTranslation();
  const binding = useFieldBinding({ control, name, helperText: help ?? t('form.codeHelp') });
  return (
    <TextInput
      {...binding}
      label={label ?? t('form.code')}
      required
      fullWidth
      autoFocus={autoFocus}
      disabled={disabled}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 6,
          sx: { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 },
        },
      }}
    />
  );
}
