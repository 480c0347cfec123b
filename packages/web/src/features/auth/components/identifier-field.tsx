import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { BoundFieldProps } from '../../../components/form/use-field-binding';

/** The account's identifier (email, phone or ID number), as the browser fills a username in. */
export function IdentifierField<V extends FieldValues, T>({
  control,
  name,
}: Omit<BoundFieldProps<V, T>, 'helperText'>) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      control={control}
      name={name}
      helperText={t('login.identifierHelp')}
      label={t('fields.identifier')}
      autoComplete="username"
      required
      fullWidth
      slotProps={{ htmlInput: { dir: 'auto', spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
