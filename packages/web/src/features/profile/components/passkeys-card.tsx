import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passkeyRenameSchema, type Passkey } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../hooks/use-format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../../../lib/passkey-api';
import { SettingsCard } from './settings-card';

/**
 * "Passkeys": the account's passkeys with when each was added and last used; adding one under a
 * name (the browser asks the device), removing one after a confirmation. The server refuses to
 * remove the last second factor of a role that must have one (its message is shown).
 */
export function PasskeysCard() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const form = useZodForm(passkeyRenameSchema, { name: '' });
  const closeAdd = () => {
    setAdding(false);
    form.reset({ name: '' });
  };
  const submit = form.handleSubmit(({ name }) =>
    add.mutate(name, { onSuccess: closeAdd, onError: (error) => applyServerErrors(form, error, {}) }),
  );
  const confirmRemove = () =>
    removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: () => setRemoving(null) });
  const passkeys = list.data?.passkeys;
  return (
    <SettingsCard title={t('passkeys.title')} intro={t('passkeys.intro')}>
      {!passkeys ? (
        <CircularProgress size={24} aria-label={t('passkeys.loading')} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {passkeys.length === 0 ? (
            <Typography>{t('passkeys.none')}</Typography>
          ) : (
            <List aria-label={t('passkeys.title')} sx={{ width: '100%' }} disablePadding>
              {passkeys.map((passkey) => (
                <ListItem
                  key={passkey.id}
                  disableGutters
                  secondaryAction={
                    <Button color="error" onClick={() => setRemoving(passkey)}>
                      {t('passkeys.remove')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={passkey.name}
                    secondary={t('passkeys.dates', {
                      created: format.bothCalendars(new Date(passkey.created_at)),
                      used: passkey.last_used_at
                        ? format.bothCalendars(new Date(passkey.last_used_at))
                        : t('passkeys.never'),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Button variant={passkeys.length === 0 ? 'contained' : 'outlined'} onClick={() => setAdding(true)}>
            {t('passkeys.add')}
          </Button>
        </Stack>
      )}
      <Dialog open={adding} onClose={closeAdd} fullWidth maxWidth="xs" aria-labelledby="passkey-add-title">
        <DialogTitle id="passkey-add-title">{t('passkeys.addTitle')}</DialogTitle>
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>{t('passkeys.addIntro')}</Typography>
              <FormTextField
                control={form.control}
                name="name"
                label={t('passkeys.name')}
                required
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={closeAdd}>{t('passkeys.cancel')}</Button>
            <Button type="submit" variant="contained" loading={add.isPending}>
              {t('passkeys.addSubmit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="passkey-remove-title"
      >
        <DialogTitle id="passkey-remove-title">{t('passkeys.removeTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('passkeys.removeConfirm', { name: removing?.name ?? '' })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('passkeys.cancel')}</Button>
          <Button variant="contained" color="error" loading={remove.isPending} onClick={confirmRemove}>
            {t('passkeys.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsCard>
  );
}
