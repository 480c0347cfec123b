import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { totpCodeBodySchema } from '@bayan/shared';
import { applyServerErrors } from '../form/apply-server-errors';
import { CodeField } from '../form/code-field';
import { useZodForm } from '../form/use-zod-form';
import { useTotpConfirm, useTotpSetup } from '../../lib/totp-api';
import type { TwoFactorNamespace } from './recovery-codes-view';
import { TotpKeyField } from './totp-key-field';

/**
 * Linking an authenticator app: a new secret as a QR code (drawn by the server) and as a key to
 * type, then the app's first code; `onLinked` receives the recovery codes the answer carries once.
 */
export function TotpEnrolment({ ns, onLinked }: { ns: TwoFactorNamespace; onLinked: (codes: string[]) => void }) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const form = useZodForm(totpCodeBodySchema, { code: '' });
  const started = useRef(false);
  const { mutate } = setup;
  useEffect(() => {
    // Once: a second setup would replace the secret the person is scanning.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: ({ recovery_codes }) => onLinked(recovery_codes),
      onError: (error) => applyServerErrors(form, error, { AUTH_TOTP_INVALID: 'code' }),
    }),
  );

  if (!setup.data) {
    return setup.isError ? (
      <Button variant="outlined" onClick={() => mutate()}>
        {tc('actions.retry')}
      </Button>
    ) : (
      <CircularProgress size={24} aria-label={t('twoFactor.starting')} />
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center', gap: 2 }}>
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qr_svg)}`}
          alt={t('twoFactor.qrAlt')}
          width={176}
          height={176}
          sx={{ display: 'block', flexShrink: 0 }}
        />
        <Typography variant="body2">{t('twoFactor.scan')}</Typography>
      </Stack>
      <TotpKeyField ns={ns} secret={setup.data.secret} />
      <CodeField control={form.control} name="code" label={t('twoFactor.code')} help={t('twoFactor.codeHelp')} />
      <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
        {t('twoFactor.confirm')}
      </Button>
    </Stack>
  );
}
