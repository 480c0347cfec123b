import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState, type Control } from 'react-hook-form';
import type { PatientConsentSent } from '@bayan/shared';
import { CodeField } from '../../../../components/form/code-field';
import { LTR_VALUE } from '../../../../components/form/ltr-value';
import { useCountdown } from '../../../../hooks/use-countdown';
import { useFormat } from '../../../../hooks/use-format';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useSendConsentCode } from '../api/patients';
import type { PatientFormValues } from './patient-form';
import { codeMinutes } from '../../../../lib/code-lifetime';

interface ConsentStepProps<T> {
  control: Control<PatientFormValues, unknown, T>;
  /** The account chosen above ('' while none is). */
  patientPubkey: string;
  /** Empties the code field: a code is the chosen patient's only. */
  resetCode: () => void;
}

/**
 * Staff adding a patient who is new to their clinic need the patient's consent (issue 29): a code
 * texted to the patient's confirmed phone, which the patient reads out to the desk if they agree.
 * A patient the clinic already has needs none; the server says when one is missing, under the
 * button. Admins add patients without this step.
 */
export function ConsentStep<T>({ control, patientPubkey, resetCode }: ConsentStepProps<T>) {
  const { t } = useTranslation('clinicPeople');
  const format = useFormat();
  const send = useSendConsentCode();
  const countdown = useCountdown(0);
  const [sent, setSent] = useState<(PatientConsentSent & { patient: string }) | null>(null);
  const { errors } = useFormState({ control, name: 'consentCode' });
  const { reset } = send;

  useEffect(() => {
    resetCode();
    reset();
  }, [patientPubkey, resetCode, reset]);

  const shown = sent?.patient === patientPubkey ? sent : null;
  const waiting = shown !== null && countdown.remaining > 0;
  const onSend = () =>
    send.mutate(patientPubkey, {
      onSuccess: (answer) => {
        setSent({ ...answer, patient: patientPubkey });
        countdown.restart(answer.resendAfterSeconds);
      },
    });
  const sendError =
    send.error instanceof ApiError ? send.error.message : send.error ? t('patients.consent.failed') : null;
  const codeError = errors.consentCode?.message;

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('patients.consent.intro')}
      </Typography>
      <Button
        variant="outlined"
        disabled={!patientPubkey || waiting}
        loading={send.isPending}
        onClick={onSend}
        sx={{ alignSelf: 'flex-start' }}
      >
        {waiting
          ? t('patients.consent.resendIn', { seconds: format.number(countdown.remaining) })
          : shown
            ? t('patients.consent.resend')
            : t('patients.consent.send')}
      </Button>
      {sendError && (
        <Alert severity="error" role="alert">
          {sendError}
        </Alert>
      )}
      {shown ? (
        <>
          <Alert severity="success" role="status">
            <Trans
              t={t}
              i18nKey="patients.consent.sent"
              values={{
                phone: format.digits(shown.phone),
                minutes: format.number(codeMinutes(shown.expiresInSeconds)),
              }}
              components={LTR_VALUE}
            />
          </Alert>
          <CodeField control={control} name="consentCode" label={t('patients.consent.code')} />
        </>
      ) : (
        codeError && (
          <Alert severity="warning" role="alert">
            {codeError}
          </Alert>
        )
      )}
    </Stack>
  );
}
