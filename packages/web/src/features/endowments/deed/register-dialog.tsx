import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLatinDigits, type EndowmentSigning } from '@bayan/shared';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { DualDateField } from '../../../components/form/dual-date/dual-date-field';
import { TextInput } from '../../../components/form/text-input';
import { registerDeed } from '../api/signing-api';

interface RegisterDialogProps {
  open: boolean;
  pubkey: string;
  onClose: () => void;
  onDone: (deed: EndowmentSigning) => void;
}

/** REGISTERED: the court's (or notary's) deed number, its Hijri date (both calendars shown) and the scan. */
export function RegisterDialog({ open, pubkey, onClose, onDone }: RegisterDialogProps) {
  const { t } = useTranslation('endowmentsSigning');
  const [deedNumber, setDeedNumber] = useState('');
  const [date, setDate] = useState({ gregorian: '', hijri: '' });
  const [scan, setScan] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const register = useMutation({
    mutationFn: (fields: { deedNumber: string; hijriDate: string; scan: File }) => registerDeed(pubkey, fields),
    meta: { silentSuccess: true },
    onSuccess: (deed) => {
      showSnackbar(t('actions.done.register'), 'success');
      onDone(deed);
      onClose();
    },
  });
  const number = toLatinDigits(deedNumber.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!number || !date.hijri || !date.gregorian || !scan) return;
    register.mutate({ deedNumber: number, hijriDate: date.hijri, scan });
  };
  return (
    <FormDialog
      open={open}
      title={t('register.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={register.isPending}
      submitLabel={t('actions.register')}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('register.intro')}</Typography>
      <TextInput
        label={t('register.deedNumber')}
        required
        fullWidth
        value={deedNumber}
        onChange={(event) => setDeedNumber(event.target.value)}
        error={tried && !number}
        helperText={tried && !number ? t('register.required') : undefined}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40 } }}
      />
      <DualDateField
        label={t('register.date')}
        required
        gregorian={date.gregorian}
        hijri={date.hijri}
        onChange={setDate}
        hijriError={tried && !date.hijri ? t('register.required') : undefined}
      />
      <Stack spacing={0.5}>
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          {scan ? t('register.scanChosen', { name: scan.name }) : t('register.scan')}
          <input
            hidden
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            onChange={(event) => setScan(event.target.files?.[0] ?? null)}
          />
        </Button>
        {tried && !scan && <FormHelperText error>{t('register.scanRequired')}</FormHelperText>}
      </Stack>
    </FormDialog>
  );
}
