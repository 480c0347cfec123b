import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@bayan/shared';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useForm } from '../../../hooks/use-form';
import { newPasswordErrors } from '../../../lib/password-rules';
import { registerSchema, useRegister } from '../api/register';
import { GenderField } from '../../../components/form/gender-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { TermsField } from './terms-field';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  password: '',
  confirm: '',
  terms: false,
};

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Sign-up; 1 s after success the phone-verification screen, where the SMS code is entered. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const form = useForm(registerSchema, EMPTY, (values, language) => ({
    ...newPasswordErrors(
      { ...values, context: [values.firstName, values.lastName, values.email, values.phone] },
      language,
    ),
    terms: values.terms ? undefined : fieldMessage('field.termsRequired', language),
  }));
  const register = useRegister();
  const goTo = useDelayedNavigate();

  const submit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: () =>
        goTo('/phone-verification', DELAYS.afterRegister, { replace: true, state: { registeredPhone: body.phone } }),
      onError: (error) =>
        form.showServerErrors(error, {
          AUTH_EMAIL_IN_USE: 'email',
          AUTH_PHONE_IN_USE: 'phone',
          AUTH_WEAK_PASSWORD: 'password',
        }),
    }),
  );

  const { values, errors, setValue } = form;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={TWO_COLUMNS}>
        <TextField {...form.field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <TextField
          {...form.field('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <TextField
          {...form.field('phone', t('fields.phoneHelp'))}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
      </Box>
      <GenderField
        label={t('fields.gender')}
        optionLabels={{ MALE: t('fields.genders.MALE'), FEMALE: t('fields.genders.FEMALE') }}
        value={values.gender}
        onChange={(gender) => setValue('gender', gender)}
        error={errors.gender}
      />
      <NewPasswordFields
        label={t('fields.password')}
        password={form.field('password')}
        confirm={form.field('confirm')}
      />
      <TermsField checked={values.terms} onChange={(checked) => setValue('terms', checked)} error={errors.terms} />
      <SubmitButton busy={register.isPending || register.isSuccess}>{t('register.submit')}</SubmitButton>
    </Stack>
  );
}
