import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { totpLoginSchema } from '@bayan/shared';
import { RecoveryCodesView } from '../../../components/account/recovery-codes-view';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { usePasskeys } from '../../../lib/passkey-api';
import { useDisableTotp, useRegenerateRecoveryCodes, useTotpStatus } from '../../../lib/totp-api';
import { SettingsCard } from './settings-card';

type Asking = 'codes' | 'off' | null;
const codeSchema = totpLoginSchema.pick({ code: true });

/**
 * "Two-step verification": on or off, required or not; setting up (or linking a new app) on its own
 * page; new recovery codes and turning it off, each for a code of the app. An account that must
 * have a second factor may turn the app off while a passkey stays its factor (as the API allows).
 */
export function TwoFactorCard() {
  const { t } = useTranslation('profile');
  const status = useTotpStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTotp();
  const hasPasskey = (usePasskeys().data?.passkeys.length ?? 0) > 0;
  const [asking, setAsking] = useState<Asking>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm(codeSchema, { code: '' });
  const close = () => {
    setAsking(null);
    setCodes(null);
    form.reset({ code: '' });
  };
  const submit = form.handleSubmit(({ code }) => {
    const onError = (error: Error) =>
      applyServerErrors(form, error, { AUTH_TOTP_INVALID: 'code', AUTH_LOCKED: 'code' });
    if (asking === 'codes')
      regenerate.mutate(code, { onSuccess: ({ recovery_codes }) => setCodes(recovery_codes), onError });
    else disable.mutate(code, { onSuccess: close, onError });
  });
  const data = status.data;
  return (
    <SettingsCard title={t('twoFactor.title')} intro={t('twoFactor.intro')}>
      {!data ? (
        <CircularProgress size={24} aria-label={t('twoFactor.starting')} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t(data.enabled ? 'twoFactor.on' : 'twoFactor.off')}</Typography>
          {data.required && <Typography variant="body2">{t('twoFactor.required')}</Typography>}
          {data.enabled && (
            <Typography variant="body2">{t('twoFactor.codesLeft', { count: data.recovery_codes_left })}</Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant={data.enabled ? 'outlined' : 'contained'} href="/two-factor-setup">
              {t(data.enabled ? 'twoFactor.replace' : 'twoFactor.setUp')}
            </Button>
            {data.enabled && (
              <Button variant="outlined" onClick={() => setAsking('codes')}>
                {t('twoFactor.newCodes')}
              </Button>
            )}
            {data.enabled && (!data.required || hasPasskey) && (
              <Button variant="outlined" color="error" onClick={() => setAsking('off')}>
                {t('twoFactor.turnOff')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <Dialog open={asking !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="two-factor-dialog-title">
        <DialogTitle id="two-factor-dialog-title">
          {t(asking === 'off' ? 'twoFactor.turnOffTitle' : 'twoFactor.newCodesTitle')}
        </DialogTitle>
        {codes ? (
          <>
            <DialogContent>
              <RecoveryCodesView codes={codes} ns="profile" />
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={close}>
                {t('twoFactor.close')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <form noValidate onSubmit={submit}>
            <DialogContent>
              <Stack spacing={2}>
                <Typography>{t(asking === 'off' ? 'twoFactor.askCodeOrRecovery' : 'twoFactor.askCode')}</Typography>
                <FormTextField
                  control={form.control}
                  name="code"
                  label={t('twoFactor.codeField')}
                  required
                  fullWidth
                  autoFocus
                  slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'one-time-code', spellCheck: false } }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('twoFactor.cancel')}</Button>
              <Button
                type="submit"
                variant="contained"
                color={asking === 'off' ? 'error' : 'primary'}
                loading={regenerate.isPending || disable.isPending}
              >
                {t(asking === 'off' ? 'twoFactor.turnOff' : 'twoFactor.newCodes')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </SettingsCard>
  );
}
