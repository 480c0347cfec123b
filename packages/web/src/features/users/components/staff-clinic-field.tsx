import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USERS_ERRORS, type Language } from '@bayan/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useEtablissementChoices } from '../../../hooks/use-directory-choices';
import type { UserFormValues } from '../utils/user-form';

/**
 * The server's rule (users.staff-clinic): an account made STAFF names its clinic; a STAFF account
 * from before the link may keep none through other edits. The message is the users module's own,
 * not looked up in the whole error catalogue (issue 14: a page carries its module's messages only).
 */
export function staffClinicCheck(initialRole: string) {
  return (values: UserFormValues, language: Language) =>
    values.role === 'STAFF' && values.etablissementPubkey === '' && initialRole !== 'STAFF'
      ? { etablissementPubkey: USERS_ERRORS.USERS_ETABLISSEMENT_REQUIRED.messages[language] }
      : {};
}

/** Only a STAFF account belongs to a clinic: what the server keeps for the others is nothing. */
export function withStaffClinic<B extends { role?: string; etablissementPubkey?: string | undefined }>(body: B): B {
  return body.role === undefined || body.role === 'STAFF' ? body : { ...body, etablissementPubkey: undefined };
}

/** The clinic a STAFF account works in, shown when the role is STAFF only. */
export function StaffClinicField<T>({ control }: { control: Control<UserFormValues, unknown, T> }) {
  const { t } = useTranslation('users');
  const role = useWatch({ control, name: 'role' });
  const staff = role === 'STAFF';
  const { choices } = useEtablissementChoices(staff);
  if (!staff) return null;
  return (
    <FormSelectField
      control={control}
      name="etablissementPubkey"
      select
      required
      label={t('fields.etablissement')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('fields.etablissementNone')}</option>
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </FormSelectField>
  );
}
