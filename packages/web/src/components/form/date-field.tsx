import type { ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from './text-input';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@bayan/shared';
import { useFormat } from '../../hooks/use-format';

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** A Gregorian day, YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A day typed as YYYY-MM-DD in Latin or Arabic-Indic digits (PRODUCT §9), instead of the
 * browser's date picker, which takes neither Arabic digits nor the Hijri reading. Once the day
 * is valid the field shows it in both calendars, each named, in the page's digits.
 */
export function DateField({ value, onChange, helperText, slotProps, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = format.calendarDay(value);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = toLatinDigits(event.target.value);
    onChange(event);
  };
  return (
    <TextInput
      {...props}
      value={value}
      onChange={change}
      placeholder={t('form.datePlaceholder')}
      helperText={helperText ?? (day ? t('form.dateBoth', day) : t('form.dateHint'))}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 10, autoComplete: 'off' },
      }}
    />
  );
}
