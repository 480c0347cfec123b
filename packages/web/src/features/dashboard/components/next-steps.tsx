import { Fragment, memo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { Trans, useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { AccountRow } from '../../../components/account/account-row';
import { ResendEmail } from '../../../components/account/resend-email';
import { moduleOn } from '../../../config/modules';
import { useFormat } from '../../../hooks/use-format';
import { AND_LIST } from '../../../lib/format';
import { nextSteps, type NextStep, type ProfileField } from '../utils/next-steps';

interface NextStepsProps {
  profile: Profile;
  /** Hide the card once nothing is left (the administrators' home has its figures to show); otherwise it says so. */
  hideWhenDone?: boolean;
}

/** A value that reads left to right (an email, a phone number) inside a sentence in the page's direction. */
const LTR = { ltr: <bdi dir="ltr" /> };

/**
 * Issue 15: the home's "next steps" for every role: what completes the account (the missing profile
 * fields, the email and phone to confirm), then where the role's work starts (a patient books and
 * follows their appointments, a doctor opens their calendar, the staff today's planned list). A step
 * done is not shown. Memoised: the home redraws with each answer of its figures, and the steps need not.
 */
export const NextSteps = memo(function NextSteps({ profile, hideWhenDone = false }: NextStepsProps) {
  const { t } = useTranslation('homeSteps');
  const steps = nextSteps(profile, moduleOn('clinic'));
  if (steps.length === 0 && hideWhenDone) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="home-next-steps"
      variant="outlined"
      sx={{ paddingInline: { xs: 2, sm: 3 }, paddingBlock: 1 }}
    >
      <Typography id="home-next-steps" variant="h2" sx={{ fontSize: '1.25rem', paddingBlock: 2 }}>
        {t('title')}
      </Typography>
      {steps.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', paddingBlockEnd: 2, color: 'success.dark' }}>
          <CheckCircleOutlined aria-hidden />
          <Typography>{t('allDone')}</Typography>
        </Stack>
      ) : (
        steps.map((step) => (
          <Fragment key={step.kind}>
            <Divider />
            <StepRow step={step} />
          </Fragment>
        ))
      )}
    </Paper>
  );
});

function StepRow({ step }: { step: NextStep }) {
  const { t } = useTranslation(['homeSteps', 'dashboard']);
  const format = useFormat();
  switch (step.kind) {
    case 'profile':
      return (
        <Row
          title={t('profile')}
          detail={<MissingFields fields={step.missing} />}
          action={
            <Button variant="outlined" href="/dashboard/profile">
              {t('profileAction')}
            </Button>
          }
        />
      );
    case 'email':
      return (
        <Row
          title={t('email')}
          detail={<Trans t={t} i18nKey="emailDetail" values={{ email: step.email }} components={LTR} />}
          action={<ResendEmail />}
        />
      );
    case 'phone':
      return (
        <Row
          title={t('phone')}
          detail={<Trans t={t} i18nKey="phoneDetail" values={{ phone: format.phone(step.phone) }} components={LTR} />}
          action={
            <Button variant="outlined" href="/phone-verification">
              {t('dashboard:checks.confirmPhone')}
            </Button>
          }
        />
      );
    default:
      return (
        <Row
          title={t(step.kind)}
          detail={t(`${step.kind}Detail`)}
          action={
            <Button variant="outlined" href={step.href}>
              {t(`${step.kind}Action`)}
            </Button>
          }
        />
      );
  }
}

function Row({ title, detail, action }: { title: string; detail: ReactNode; action: ReactNode }) {
  return (
    <AccountRow aside={action}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    </AccountRow>
  );
}

/** The missing fields by the account form's own labels, as one list in the page's language. */
function MissingFields({ fields }: { fields: ProfileField[] }) {
  const { t } = useTranslation(['homeSteps', 'profile', 'common']);
  const format = useFormat();
  const label = (field: ProfileField) =>
    field === 'gender' ? t('common:form.gender') : t(`profile:account.fields.${field}`);
  const list = format.list(fields.map(label), AND_LIST);
  return <>{t('profileMissing', { fields: list })}</>;
}

/**
 * Issue 15: what the administrators' home shows instead of the clinic's widgets while it has no
 * appointment at all: one line, and the way to set a clinic up for whoever may.
 */
export function ClinicSetup({ canSetUp }: { canSetUp: boolean }) {
  const { t } = useTranslation('homeSteps');
  return (
    <Paper variant="outlined" sx={{ paddingInline: { xs: 2, sm: 2.5 }, paddingBlock: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'center', color: 'text.secondary' }}>
          <EventNoteOutlined aria-hidden />
          <Typography>{t('clinicEmpty')}</Typography>
        </Stack>
        {canSetUp && (
          <Button variant="outlined" href="/dashboard/etablissements">
            {t('clinicSetUp')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
