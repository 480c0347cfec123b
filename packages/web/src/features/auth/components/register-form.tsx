import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { coreFieldMessage, type Language, AUTH_ROUTES } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormGenderField } from '../../../components/form/form-gender-field';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { NameFields } from '../../../components/form/name-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { newPasswordErrors } from '../../../lib/password-rules';
import { RETURN_TO, safeReturnTo } from '../../../lib/return-to';
import { useRegister, type RegisterInput } from '../api/register';
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

/** The form's values as typed; a patient's sign-up adds the ID number and birthday. */
export type RegisterValues = typeof EMPTY & { idNumber?: string; birthday?: string };
export type RegisterControl = Control<RegisterValues, unknown, RegisterInput>;

interface RegisterFormProps {
  /** patient-register (spec §7): the ID number and birthday are required, the fields are the caller's. */
  patient?: { fields: (control: RegisterControl) => ReactNode };
}

const SERVER_FIELDS = {
  AUTH_EMAIL_IN_USE: 'email',
  AUTH_PHONE_IN_USE: 'phone',
  AUTH_WEAK_PASSWORD: 'password',
} as const;

/** The password's confirmation and words, and the terms: what the contract leaves to the form. */
function registerCheck(values: RegisterValues, language: Language) {
  const context = [
    values.firstName,
    values.fatherName,
    values.grandfatherName,
    values.lastName,
    values.email,
    values.phone,
    values.idNumber ?? '',
  ];
  return {
    ...newPasswordErrors({ ...values, context }, language),
    terms: values.terms ? undefined : coreFieldMessage('field.termsRequired', language),
  };
}

const registerSchema = () => import('../api/form-schemas').then((schemas) => schemas.registerSchema);
const patientRegisterSchema = () =>
  import('../api/form-schemas').then((schemas) => schemas.patientRegisterSchema as z.ZodType<RegisterInput>);

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Sign-up (a patient's too, with their own fields); 1 s after success the phone-verification
 * screen, where the SMS code is entered.
 */
export function RegisterForm({ patient }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const empty: RegisterValues = patient ? { ...EMPTY, idNumber: '', birthday: '' } : EMPTY;
  const schema: () => Promise<z.ZodType<RegisterInput>> = patient ? patientRegisterSchema : registerSchema;
  const form = useZodForm(schema, empty, registerCheck);
  const { control } = form;
  const register = useRegister(patient ? AUTH_ROUTES['auth.patientRegister'] : AUTH_ROUTES['auth.register']);
  const goTo = useDelayedNavigate();
  // A booking begun before signing up (a time on a doctor's page) waits after the phone's code.
  const returnTo = safeReturnTo(useSearchParams()[0].get(RETURN_TO)) ?? undefined;

  const submit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: () =>
        goTo('/phone-verification', DELAYS.afterRegister, {
          replace: true,
          state: { registeredPhone: body.phone, returnTo },
        }),
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
        <FormPhoneField control={control} name="phone" label={t('fields.phone')} />
      </Box>
      {patient?.fields(control)}
      <FormGenderField control={control} name="gender" />
      <NewPasswordFields control={control} label={t('fields.password')} />
      <TermsField control={control} />
      <SubmitButton busy={register.isPending || register.isSuccess}>{t('register.submit')}</SubmitButton>
    </Stack>
  );
}
