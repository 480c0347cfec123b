import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@bayan/shared';
import { PasswordField } from '../../../components/form/password-field';
import type { UserFormControl } from '../utils/user-form';
import { FormSection } from './form-section';
import { TWO_COLUMNS } from './user-person-fields';

/** Statuses an admin may set; DELETED comes from the delete action only. */
const SETTABLE_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;

/** Email and mobile, the password, the role and status, and the two verification flags. */
export function UserAccountFields({ form, editing }: { form: UserFormControl; editing: boolean }) {
  const { t } = useTranslation(['users', 'common']);
  const flag = (name: 'isEmailVerified' | 'isPhoneVerified') => (
    <FormControlLabel
      control={<Switch checked={form.values[name]} onChange={(_event, checked) => form.setValue(name, checked)} />}
      label={t(`fields.${name}`)}
    />
  );
  const select = (name: 'role' | 'status', options: { value: string; label: string }[]) => (
    <TextField {...form.field(name)} select label={t(`fields.${name}`)} slotProps={{ select: { native: true } }}>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </TextField>
  );

  return (
    <FormSection title={t('sections.account')}>
      <Box sx={TWO_COLUMNS}>
        <TextField
          {...form.field('email')}
          label={t('fields.email')}
          type="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', autoComplete: 'off' } }}
        />
        <TextField
          {...form.field('phone', t('fields.phoneHelp'))}
          label={t('fields.phone')}
          type="tel"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } }}
        />
        {select(
          'role',
          ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) })),
        )}
        {select(
          'status',
          SETTABLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        )}
      </Box>
      <PasswordField
        {...form.field('password', t(editing ? 'fields.passwordEditHelp' : 'fields.passwordCreateHelp'))}
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
