import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '@bayan/shared';
import { useLanguage } from '../../i18n/use-language';
import { LTR_VALUE } from '../form/ltr-value';
import { TextInput } from '../form/text-input';
import { CODED_PARTS, MAX_LENGTH, partProblem, type AddressPart } from './address-parts';
import './address-namespace';

interface AddressPartFieldProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  part: AddressPart;
  required: boolean;
  disabled?: boolean;
}

/** Keeps digits and codes in typing order inside the right-to-left page (see ltr-value.tsx). */
const LTR_CODE = { unicodeBidi: 'bidi-override' } as const;

/**
 * One part of the national address bound to its form field. A coded part (building, postal,
 * additional number, short address) is checked by the shared rule when the field is left, then at
 * each keystroke until it is right; a message the form holds (a submit's, the review's, the
 * server's) is shown instead. Values are kept as typed, Arabic-Indic digits included: the shared
 * checks read them.
 */
export function AddressPartField<V extends FieldValues, T>({
  control,
  name,
  part,
  required,
  disabled,
}: AddressPartFieldProps<V, T>) {
  const { t } = useTranslation('address');
  const { language } = useLanguage();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  // Set when the field is left with a wrong value; from then on the message follows the value.
  const [checking, setChecking] = useState(false);
  const problem = checking ? partProblem(part, value) : null;
  const coded = part in CODED_PARTS;
  const message = fieldState.error?.message ?? (problem ? fieldMessage(problem, language) : undefined);
  // Latin letters and Western digits, as Saudi Post writes short addresses (issue 32).
  const hint =
    part === 'shortAddress' ? (
      <Trans t={t} i18nKey="shortAddressHint" values={{ example: 'RAHA3443' }} components={LTR_VALUE} />
    ) : undefined;

  return (
    <TextInput
      fullWidth
      name={name}
      label={t(part)}
      required={required}
      disabled={disabled}
      value={value}
      inputRef={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={() => {
        field.onBlur();
        setChecking(partProblem(part, value) !== null);
      }}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        htmlInput: {
          maxLength: MAX_LENGTH[part],
          ...(coded && {
            dir: 'ltr',
            autoComplete: 'off',
            inputMode: part === 'shortAddress' ? 'text' : 'numeric',
            style: value ? LTR_CODE : undefined,
          }),
          ...(part === 'postalCode' && { autoComplete: 'postal-code' }),
        },
      }}
    />
  );
}
