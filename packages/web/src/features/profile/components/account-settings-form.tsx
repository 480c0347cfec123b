import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLatinDigits, type Profile } from '@bayan/shared';
import { useForm } from '../../../hooks/use-form';
import { useFormat } from '../../../hooks/use-format';
import { useUpdateMe, type ProfileChanges } from '../api/update-me';
import { GenderField } from '../../../components/form/gender-field';
import { CLEARABLE, profileFormSchema, profileValues, requiredErrors } from './profile-form-schema';

const LTR = { htmlInput: { dir: 'ltr' } } as const;

/** "Account settings": the account's own names and details (PATCH /api/users/me), server errors by field. */
export function AccountSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const update = useUpdateMe();
  const form = useForm(profileFormSchema, profileValues(profile), (values, language) =>
    requiredErrors(values, profile, language),
  );
  const day = format.calendarDay(toLatinDigits(form.values.birthday.trim()));
  const text = (name: Exclude<keyof typeof form.values, 'gender'>, helper?: string) => ({
    ...form.field(name, helper),
    label: t(`account.fields.${name}`),
    fullWidth: true,
  });
  const submit = form.handleSubmit((data) => {
    const body: ProfileChanges = { ...data };
    for (const key of CLEARABLE) if (form.values[key].trim() === '' && profile[key] !== null) body[key] = null;
    update.mutate(body, { onError: (error) => form.showServerErrors(error) });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField {...text('firstName')} required autoComplete="given-name" />
        <TextField {...text('fatherName')} autoComplete="additional-name" />
        <TextField {...text('familyName')} />
        <TextField {...text('lastName')} required autoComplete="family-name" />
      </Box>
      <GenderField
        label={t('account.fields.gender')}
        optionLabels={{ MALE: t('account.fields.genders.MALE'), FEMALE: t('account.fields.genders.FEMALE') }}
        value={form.values.gender}
        onChange={(gender) => form.setValue('gender', gender)}
        error={form.errors.gender}
        required={profile.gender !== null}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          {...text('birthday', day ? t('account.fields.birthdayBoth', day) : t('account.fields.birthdayHint'))}
          autoComplete="bday"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
        <TextField
          {...text('idNumber', t('account.fields.idNumberHint'))}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
        <TextField
          {...text('email')}
          type="email"
          required={profile.email !== null}
          autoComplete="email"
          slotProps={LTR}
        />
        <TextField
          {...text('phone', t('account.fields.phoneHint'))}
          type="tel"
          required={profile.phone !== null}
          autoComplete="tel"
          slotProps={LTR}
        />
      </Box>
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
