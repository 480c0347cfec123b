import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { verifyReferenceSchema } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { TextInput } from '../../../components/form/text-input';
import { useFormat } from '../../../hooks/use-format';
import { isMissing } from '../../../lib/api-client';
import { lookupVerifyCode } from '../api/signing-api';
import { verifyPath } from '../signing/signing-paths';

/** A document number as printed, for the field's hint. */
const EXAMPLE = 'WQF-1448-000001';

/**
 * Walk finding 13: a deed found without its QR code, by its document number (WQF-…) or a version's
 * full hash; found, its verification page opens.
 */
export function VerifySearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify.search' });
  const format = useFormat();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const find = async (reference: string, replace = false) => {
    if (!verifyReferenceSchema.safeParse(reference).success) return setError(t('invalid'));
    setBusy(true);
    setError(undefined);
    try {
      const { code } = await lookupVerifyCode(reference);
      void navigate(verifyPath(code), { replace });
    } catch (failure) {
      setError(isMissing(failure) ? t('notFound') : failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(value);
  };
  // An address that names a deed by its number or hash (/verify/WQF-1448-000001) opens its page.
  const opened = useRef(initial);
  useEffect(() => {
    if (opened.current) void find(opened.current, true);
    opened.current = '';
    // Once, for the address the page opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} role="search">
      <TextInput
        label={t('label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        helperText={t('help', { example: format.ltr(EXAMPLE), length: format.number(64) })}
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
