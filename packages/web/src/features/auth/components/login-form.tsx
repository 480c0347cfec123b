import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { RETURN_TO, safeReturnTo } from '../../../lib/return-to';
import { readStored } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { identifierCheck } from '../utils/identifier-check';
import { IdentifierField } from './identifier-field';
import { SubmitButton } from './submit-button';

const loginSchema = () => import('../api/form-schemas').then((schemas) => schemas.loginSchema);

/**
 * One identifier (email, phone or ID number) and the password; 1.5 s after success, the dashboard,
 * or the page of this site `?returnTo=` names (a booking begun on a doctor's page, a campaign to join).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  // After a password reset the identifier typed on /forgot is filled in (spec §3 `email`).
  const form = useZodForm(loginSchema, { login: readStored('email') ?? '', password: '' }, identifierCheck);
  const login = useLogin();
  const goTo = useDelayedNavigate();
  const [params] = useSearchParams();
  const next = safeReturnTo(params.get(RETURN_TO)) ?? '/dashboard';

  const submit = form.handleSubmit(({ login: identifier, password }) =>
    login.mutate(
      { login: identifier, password },
      {
        onSuccess: ({ profile }) =>
          goTo(profile.must_change_password ? '/force-password' : next, DELAYS.afterLogin, { replace: true }),
        onError: (error) => applyServerErrors(form, error, { AUTH_INVALID_CREDENTIALS: 'password' }),
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <IdentifierField control={form.control} name="login" />
      <Stack spacing={1}>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <Link href="/forgot" sx={{ alignSelf: 'flex-start' }}>
          {t('login.forgot')}
        </Link>
      </Stack>
      <SubmitButton busy={login.isPending || login.isSuccess}>{t('login.submit')}</SubmitButton>
    </Stack>
  );
}
