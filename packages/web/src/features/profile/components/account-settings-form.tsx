import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormGenderField } from '../../../components/form/form-gender-field';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { NameFields } from '../../../components/form/name-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useUpdateMe, type ProfileChanges } from '../api/update-me';
import {
  changesContacts,
  changesIdNumber,
  CLEARABLE,
  profileFormSchema,
  profileValues,
  requiredErrors,
  type ProfileValues,
} from './profile-form-schema';

const LTR = { htmlInput: { dir: 'ltr' } } as const;
const DIGITS = { htmlInput: { dir: 'ltr', inputMode: 'numeric' } } as const;
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;
/** Refusals that belong to the current-password field (the server also names it in details). */
const PASSWORD_ERRORS = { AUTH_WRONG_PASSWORD: 'currentPassword', USERS_REAUTH_REQUIRED: 'currentPassword' } as const;

/**
 * "Account settings": the account's own names and details (PATCH /api/users/me), server errors by
 * field. A new email, phone or ID number asks for the current password, as the server does.
 */
export function AccountSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMe();
  const form = useZodForm(profileFormSchema, profileValues(profile), (values, language) =>
    requiredErrors(values, profile, language),
  );
  const { control } = form;
  const [email, phone, idNumber] = useWatch({ control, name: ['email', 'phone', 'idNumber'] });
  const contacts = changesContacts({ email, phone }, profile);
  const reauthenticate = contacts || changesIdNumber({ idNumber }, profile);
  const text = (name: Exclude<keyof ProfileValues, 'gender' | 'currentPassword'>) => ({
    control,
    name,
    label: t(`account.fields.${name}`),
    fullWidth: true,
  });
  const submit = form.handleSubmit((data) => {
    const values = form.getValues();
    const body: ProfileChanges = { ...data };
    for (const key of CLEARABLE) if (values[key].trim() === '' && profile[key] !== null) body[key] = null;
    if (!reauthenticate) delete body.currentPassword;
    update.mutate(body, {
      onSuccess: () => form.setValue('currentPassword', ''),
      onError: (error) => applyServerErrors(form, error, PASSWORD_ERRORS),
    });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={GRID}>
        <NameFields control={control} label={(field) => t(`account.fields.${field}`)} />
      </Box>
      <FormGenderField
        control={control}
        name="gender"
        required={profile.gender !== null}
        allowNone={profile.gender === null}
      />
      <Box sx={GRID}>
        <FormDateField {...text('birthday')} />
        <FormTextField {...text('idNumber')} helperText={t('account.fields.idNumberHint')} slotProps={DIGITS} />
        <FormTextField
          {...text('email')}
          type="email"
          required={profile.email !== null}
          autoComplete="email"
          slotProps={LTR}
        />
        <FormTextField
          {...text('phone')}
          helperText={t('account.fields.phoneHint')}
          type="tel"
          required={profile.phone !== null}
          autoComplete="tel"
          slotProps={LTR}
        />
      </Box>
      {reauthenticate && (
        <FormPasswordField
          control={control}
          name="currentPassword"
          label={t('account.fields.currentPassword')}
          helperText={t(contacts ? 'account.fields.currentPasswordHint' : 'account.fields.currentPasswordIdHint')}
          autoComplete="current-password"
          required
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('account.reconfirm')}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" size="large" loading={update.isPending}>
          {t('account.save')}
        </Button>
      </Box>
    </Stack>
  );
}
