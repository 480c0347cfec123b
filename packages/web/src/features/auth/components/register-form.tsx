import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type Language } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormGenderField } from '../../../components/form/form-gender-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { NameFields } from '../../../components/form/name-fields';
import { PhoneHelp } from '../../../components/form/phone-help';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { newPasswordErrors } from '../../../lib/password-rules';
import { registerSchema, useRegister } from '../api/register';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { TermsField } from './terms-field';

const EMPTY = {
  firstName: '',
  fatherName: '',
  grandfatherName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  password: '',
  confirm: '',
  terms: false,
};

const SERVER_FIELDS = {
  AUTH_EMAIL_IN_USE: 'email',
  AUTH_PHONE_IN_USE: 'phone',
  AUTH_WEAK_PASSWORD: 'password',
} as const;

/** The password's confirmation and words, and the terms: what the contract leaves to the form. */
function registerCheck(values: typeof EMPTY, language: Language) {
  const context = [
    values.firstName,
    values.fatherName,
    values.grandfatherName,
    values.lastName,
    values.email,
    values.phone,
  ];
  return {
    ...newPasswordErrors({ ...values, context }, language),
    terms: values.terms ? undefined : fieldMessage('field.termsRequired', language),
  };
}

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Sign-up; 1 s after success the phone-verification screen, where the SMS code is entered. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const form = useZodForm(registerSchema, EMPTY, registerCheck);
  const { control } = form;
  const register = useRegister();
  const goTo = useDelayedNavigate();

  const submit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: () =>
        goTo('/phone-verification', DELAYS.afterRegister, { replace: true, state: { registeredPhone: body.phone } }),
      onError: (error) => applyServerErrors(form, error, SERVER_FIELDS),
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={TWO_COLUMNS}>
        <NameFields control={control} label={(field) => t(`fields.${field}`)} />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <FormTextField
          control={control}
          name="phone"
          helperText={<PhoneHelp />}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
      </Box>
      <FormGenderField control={control} name="gender" />
      <NewPasswordFields control={control} label={t('fields.password')} />
      <TermsField control={control} />
      <SubmitButton busy={register.isPending || register.isSuccess}>{t('register.submit')}</SubmitButton>
    </Stack>
  );
}
