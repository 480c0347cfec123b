import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { totpLoginSchema, type MfaMethod, type Tokens } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useLoginTotp } from '../../../lib/totp-api';
import { PasskeyLoginButton } from './passkey-login-button';
import { SubmitButton } from './submit-button';

const codeSchema = totpLoginSchema.pick({ code: true });

/**
 * The login's second step: a code of the account's authenticator app or one of its recovery
 * codes, or one of its passkeys (`methods`: what the account has; one with passkeys only is
 * offered a passkey). A wrong code or passkey counts like a wrong password (the server's lock).
 */
export function TotpLoginStep({
  mfaToken,
  methods,
  onDone,
}: {
  mfaToken: string;
  methods: readonly MfaMethod[];
  onDone: (tokens: Tokens) => void;
}) {
  const { t } = useTranslation('auth');
  const [recovery, setRecovery] = useState(false);
  const [passkey, setPasskey] = useState(!methods.includes('totp'));
  const form = useZodForm(codeSchema, { code: '' });
  const verify = useLoginTotp();
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { mfa_token: mfaToken, code },
      {
        onSuccess: onDone,
        onError: (error) => applyServerErrors(form, error, { AUTH_TOTP_INVALID: 'code', AUTH_LOCKED: 'code' }),
      },
    ),
  );
  const toggle = () => {
    form.reset({ code: '' });
    setRecovery((shown) => !shown);
  };
  const title = (
    <Typography id="totp-step-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
      {t('twoFactor.stepTitle')}
    </Typography>
  );
  if (passkey)
    return (
      <Stack spacing={2.5} aria-labelledby="totp-step-title">
        {title}
        <Typography variant="body2">{t('twoFactor.passkeyIntro')}</Typography>
        <PasskeyLoginButton
          mfaToken={mfaToken}
          label={t('twoFactor.passkeyButton')}
          onDone={onDone}
          variant="contained"
        />
        {methods.includes('totp') && (
          <Link component="button" type="button" onClick={() => setPasskey(false)} sx={{ alignSelf: 'flex-start' }}>
            {t('twoFactor.useCode')}
          </Link>
        )}
      </Stack>
    );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="totp-step-title">
      {title}
      <Typography variant="body2">{t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.stepIntro')}</Typography>
      {recovery ? (
        <FormTextField
          control={form.control}
          name="code"
          label={t('twoFactor.recoveryCode')}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
        />
      ) : (
        <CodeField
          control={form.control}
          name="code"
          label={t('twoFactor.code')}
          help={t('twoFactor.codeHelp')}
          autoFocus
        />
      )}
      <Link component="button" type="button" onClick={toggle} sx={{ alignSelf: 'flex-start' }}>
        {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
      </Link>
      {methods.includes('passkey') && (
        <Link component="button" type="button" onClick={() => setPasskey(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('twoFactor.usePasskey')}
        </Link>
      )}
      <SubmitButton busy={verify.isPending || verify.isSuccess}>{t('twoFactor.verify')}</SubmitButton>
    </Stack>
  );
}
