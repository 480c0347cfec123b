import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { otpVerifySchema } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { CodeField } from '../../../components/form/code-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useResendReservationCode, useVerifyReservation } from '../api/reservation-api';

const CODE_FIELDS = { AUTH_OTP_INVALID: 'code' } as const;

/** The code texted to the request's phone: with it the request reaches the clinic's staff. */
export function CodeStep({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('reservation');
  const form = useZodForm(otpVerifySchema, { code: '' });
  const verify = useVerifyReservation(id, token);
  const resend = useResendReservationCode(id, token);
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(code, { onError: (error) => applyServerErrors(form, error, CODE_FIELDS) }),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <CodeField control={form.control} name="code" autoFocus />
      <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
        {t('code.submit')}
      </Button>
      <Button
        variant="outlined"
        fullWidth
        loading={resend.isPending}
        onClick={() => resend.mutate(undefined, { onSuccess: () => showSnackbar(t('code.resent'), 'success') })}
      >
        {t('code.resend')}
      </Button>
    </Stack>
  );
}
