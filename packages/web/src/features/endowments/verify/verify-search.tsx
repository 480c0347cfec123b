import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useHref, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { TextInput } from '../../../components/form/text-input';
import { useFormat } from '../../../hooks/use-format';
import { isReference } from './verify-lookup';

/**
 * A document number as printed and typed, for the field's hint: Western digits, isolated left to
 * right (the page's digits and direction turned it into "١-٠٠٠٠٠-١٤٤٨-WQF" in Arabic).
 */
const EXAMPLE = '\u2066WQF-1448-000001\u2069';

interface VerifySearchProps {
  /** What the address asked for, shown in the field. */
  initial?: string | undefined;
  /** The search of `initial` is under way. */
  busy?: boolean;
  /** Why `initial` found nothing. */
  error?: string | undefined;
}

/**
 * Walk finding 13: a deed found without its QR code, by its document number (WQF-…) or a version's
 * full hash. A GET form to /verify?q=: without JavaScript the browser sends it and the server
 * renders what it found; with it, the same address is entered through the router. The lookup and
 * its outcome are the page's (verify-route.tsx), so both ways show the same.
 */
export function VerifySearch({ initial = '', busy = false, error: found }: VerifySearchProps) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify.search' });
  const format = useFormat();
  const navigate = useNavigate();
  const action = useHref('/verify');
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  // Another address (Back to an earlier search): its reference in the field.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
    setInvalid(false);
  }
  const error = invalid ? t('invalid') : value === initial ? found : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReference(value)) return setInvalid(true);
    void navigate(`/verify?${new URLSearchParams({ q: value.trim() }).toString()}`);
  };
  return (
    <Stack component="form" method="get" action={action} noValidate onSubmit={submit} spacing={1.5} role="search">
      <TextInput
        label={t('label')}
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        helperText={t('help', { example: EXAMPLE, length: format.number(64) })}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
      />
      {error && (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row">
        <BusyButton type="submit" variant="contained" busy={busy}>
          {t('submit')}
        </BusyButton>
      </Stack>
    </Stack>
  );
}
