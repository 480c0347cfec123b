import { lazy, Suspense, useState } from 'react';
import Typography from '@mui/material/Typography';
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
import { isMfaChallenge, type MfaChallenge, type Profile } from '@bayan/shared';
import { useLogin } from '../api/login';
import { identifierCheck } from '../utils/identifier-check';
import { IdentifierField } from './identifier-field';
import { PasskeyLoginButton } from './passkey-login-button';
import { SubmitButton } from './submit-button';

/** The second step, for an account with an authenticator app: its code and its schema (zod) come when asked for. */
const TotpLoginStep = lazy(() => import('./totp-login-step').then(({ TotpLoginStep: Step }) => ({ default: Step })));

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
  // An account with a second factor: the password was right, its code or a passkey finishes the login.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const enter = (profile: Profile) =>
    goTo(
      profile.must_change_password ? '/force-password' : profile.must_enrol_totp ? '/two-factor-setup' : next,
      DELAYS.afterLogin,
      { replace: true },
    );

  const submit = form.handleSubmit(({ login: identifier, password }) =>
    login.mutate(
      { login: identifier, password },
      {
        onSuccess: (result) => (isMfaChallenge(result) ? setChallenge(result) : enter(result.profile)),
        onError: (error) => applyServerErrors(form, error, { AUTH_INVALID_CREDENTIALS: 'password' }),
      },
    ),
  );

  if (challenge)
    return (
      <Suspense fallback={null}>
        <TotpLoginStep
          mfaToken={challenge.mfa_token}
          methods={challenge.methods}
          onDone={({ profile }) => enter(profile)}
        />
      </Suspense>
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
      <SubmitButton busy={login.isPending || (login.isSuccess && !challenge)}>{t('login.submit')}</SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('login.or')}
      </Typography>
      <PasskeyLoginButton label={t('login.passkey')} onDone={({ profile }) => enter(profile)} />
    </Stack>
  );
}
