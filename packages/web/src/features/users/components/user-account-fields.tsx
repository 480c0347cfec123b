import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneHelp } from '../../../components/form/phone-help';
import { useRoleManagement } from '../hooks/use-role-management';
import type { UserFormValues } from '../utils/user-form';
import { FormSection } from './form-section';
import { StaffClinicField } from './staff-clinic-field';
import { TWO_COLUMNS } from './user-person-fields';

/** Statuses an admin may set; DELETED comes from the delete action only. */
const SETTABLE_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;

/** Email and mobile, the password, the role and status, and the two verification flags. */
interface UserAccountFieldsProps<T> {
  control: Control<UserFormValues, unknown, T>;
  editing: boolean;
}

export function UserAccountFields<T>({ control, editing }: UserAccountFieldsProps<T>) {
  const { t } = useTranslation(['users', 'common']);
  // Only the roles this admin may give (never SUPERADMIN or ADMIN for an ADMIN): the server refuses the others.
  const { grantable } = useRoleManagement();
  const flag = (name: 'isEmailVerified' | 'isPhoneVerified') => (
    <FormSwitch control={control} name={name} label={t(`fields.${name}`)} />
  );
  const select = (name: 'role' | 'status', options: { value: string; label: string }[]) => (
    <FormSelectField
      control={control}
      name={name}
      select
      label={t(`fields.${name}`)}
      slotProps={{ select: { native: true } }}
    >
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </FormSelectField>
  );

  return (
    <FormSection title={t('sections.account')}>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="phone"
          helperText={<PhoneHelp />}
          label={t('fields.phone')}
          type="tel"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } }}
        />
        {select(
          'role',
          grantable.map((role) => ({ value: role, label: t(`common:roles.${role}`) })),
        )}
        {select(
          'status',
          SETTABLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        )}
        <StaffClinicField control={control} />
      </Box>
      <FormPasswordField
        control={control}
        name="password"
        helperText={t(editing ? 'fields.passwordEditHelp' : 'fields.passwordCreateHelp')}
        label={t('fields.password')}
        autoComplete="new-password"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        {flag('isEmailVerified')}
        {flag('isPhoneVerified')}
      </Box>
    </FormSection>
  );
}
