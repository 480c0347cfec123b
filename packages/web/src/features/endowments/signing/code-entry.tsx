import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { Trans, useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { LTR_VALUE } from '../../../components/form/ltr-value';
import { useFormat } from '../../../hooks/use-format';
import type { SentCode } from '../api/signing-api';
import { OTP_LENGTH } from './otp-code';
import { OtpField } from './otp-field';
import { codeMinutes } from '../../../lib/code-lifetime';

interface CodeEntryProps {
  /** The server's answer to the code's sending: the (masked) phone, its life, the wait for another. */
  sent: SentCode;
  /** Asks for a new code (the field's resend). */
  onResend: () => Promise<unknown>;
  /** Acts with the six digits (sign, confirm the party). */
  onSubmit: (code: string) => void;
  busy: boolean;
  /** The server's word on the last code (wrong, expired), shown on the field until it is edited. */
  serverError?: string;
  /** The code was edited: the server's word no longer applies. */
  onEdit: () => void;
  label: string;
}

/** After a code was texted: where it went, the code field with its resend, and the act it allows. */
export function CodeEntry({ sent, onResend, onSubmit, busy, serverError, onEdit, label }: CodeEntryProps) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const [code, setCode] = useState('');
  const [shortError, setShortError] = useState<string>();
  const submit = () => {
    if (code.length !== OTP_LENGTH) return setShortError(t('sign.codeIncomplete'));
    setShortError(undefined);
    onSubmit(code);
  };
  return (
    <>
      <Alert severity="success" role="status">
        <Trans
          t={t}
          i18nKey="sign.codeSentTo"
          values={{
            phone: format.ltr(sent.phone),
            minutes: format.number(codeMinutes(sent.expiresInSeconds)),
          }}
          components={LTR_VALUE}
        />
      </Alert>
      <OtpField
        value={code}
        onChange={(next) => {
          setCode(next);
          setShortError(undefined);
          onEdit();
        }}
        error={shortError ?? serverError}
        resendAfter={sent.resendAfterSeconds}
        onResend={onResend}
        disabled={busy}
      />
      <BusyButton variant="contained" size="large" busy={busy} onClick={submit}>
        {label}
      </BusyButton>
    </>
  );
}
