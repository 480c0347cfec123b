import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEED_STEPS,
  fullName,
  stepOfPath,
  type DeedStep,
  type Endowment,
  type EndowmentAttachment,
} from '@bayan/shared';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { showError } from '../../../components/feedback/snackbar-store';
import { ApiError } from '../../../lib/api-client';
import { askForReview } from '../api/endowments-api';
import { AssetsStep } from '../steps/assets-step';
import { AttachmentsStep } from '../steps/attachments-step';
import { BasicsStep } from '../steps/basics-step';
import { BeneficiariesStep } from '../steps/beneficiaries-step';
import { EndowerStep } from '../steps/endower-step';
import { IntroductionStep } from '../steps/introduction-step';
import { ReviewStep } from '../steps/review-step';
import { SupervisorsStep } from '../steps/supervisors-step';
import { WitnessesStep } from '../steps/witnesses-step';
import { fromDeed, type DeedForm } from './deed-form';
import { serverIssues } from './deed-issues';
import { DeedStepper } from './deed-stepper';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { useAutosave } from './use-autosave';
import { useDeedIssues } from './use-deed-issues';
import { useFormChange } from './use-form-change';
import { WizardHeading } from './wizard-heading';
import { deedPath } from './wizard-paths';

const isStep = (value: string | null): value is DeedStep => DEED_STEPS.includes(value as DeedStep);

/**
 * The deed's wizard over one draft: its steps (kept in the address, `?step=`), every value kept
 * across them, autosaved; the review runs the shared rules and puts each issue on its field and
 * its step, and asks the server, whose refusals land the same way.
 */
export function DeedWizard({ deed }: { deed: Endowment }) {
  const { t } = useTranslation('endowments');
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const step: DeedStep = isStep(asked) ? asked : 'basics';
  const form = useForm<DeedForm>({ defaultValues: fromDeed(deed) });
  const autosave = useAutosave(deed, form);
  const [attachments, setAttachments] = useState<EndowmentAttachment[]>(deed.attachments);
  const kinds = useMemo(() => attachments.map((attachment) => attachment.kind), [attachments]);
  const { issues, check, show } = useDeedIssues(form, kinds);
  const [asking, setAsking] = useState(false);
  const [ready, setReady] = useState(false);
  // A change after the server's pass asks for a new review.
  useFormChange(form, () => setReady(false));
  const errorSteps = useMemo(() => new Set((issues ?? []).map((issue) => stepOfPath(issue.path))), [issues]);
  const index = DEED_STEPS.indexOf(step);
  // Opened at the review (a link, a reload): check at once.
  const opensAtReview = useRef(step === 'review');
  useEffect(() => {
    if (!opensAtReview.current) return;
    opensAtReview.current = false;
    const timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [check]);

  const go = (next: DeedStep) => {
    void autosave.flush();
    if (next === 'review') check();
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('step', next);
        return copy;
      },
      { replace: false },
    );
    window.scrollTo?.({ top: 0 });
  };

  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  /** The server's refusal of the rules lands on the review as its issues. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'ENDOWMENT_RULES_FAILED') {
      markErrorShown(error);
      show(serverIssues(error.details));
    } else showError(error instanceof Error ? error.message : String(error));
  };

  /** The server's check of the deed: the same local check first, the same 422 as the submission's. */
  const ask = async () => {
    setReady(false);
    if (check().length > 0) return;
    setAsking(true);
    try {
      await autosave.flush();
      await askForReview(deed.pubkey);
      setReady(true);
    } catch (error) {
      refused(error);
    } finally {
      setAsking(false);
    }
  };

  /** "Send for signing": with no issue left and the draft saved, the confirmation (and the endower's code). */
  const confirmSubmit = async () => {
    if (check().length > 0) return;
    try {
      await autosave.flush();
      setConfirming(true);
    } catch (error) {
      refused(error);
    }
  };

  const names = (people: DeedForm['supervisors']) =>
    people.map((person) => fullName({ ...person, firstName: person.firstName ?? '', lastName: person.lastName ?? '' }));

  const body: Record<DeedStep, React.ReactNode> = {
    basics: <BasicsStep />,
    introduction: <IntroductionStep />,
    endower: <EndowerStep />,
    assets: <AssetsStep />,
    supervisors: <SupervisorsStep />,
    witnesses: <WitnessesStep />,
    beneficiaries: <BeneficiariesStep />,
    attachments: <AttachmentsStep pubkey={deed.pubkey} attachments={attachments} onChange={setAttachments} />,
    review: (
      <ReviewStep
        pubkey={deed.pubkey}
        issues={issues ?? []}
        onAsk={() => void ask()}
        asking={asking}
        ready={ready}
        onSubmit={() => void confirmSubmit()}
      />
    ),
  };

  return (
    <FormProvider {...form}>
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <WizardHeading />
          <SaveStatus state={autosave.state} />
        </Stack>
        {autosave.stale && (
          <Alert
            severity="info"
            onClose={autosave.dismissStale}
            slotProps={{ closeButton: { title: t('save.dismiss') } }}
          >
            {t('save.stale')}
          </Alert>
        )}
        <SubmitDialog
          open={confirming}
          pubkey={deed.pubkey}
          version={deed.version}
          supervisors={names(form.getValues('supervisors'))}
          witnesses={names(form.getValues('witnesses'))}
          onClose={() => setConfirming(false)}
          onRefused={(error) => {
            setConfirming(false);
            refused(error);
          }}
          onSubmitted={() => void navigate(deedPath(deed.pubkey, 'SUBMITTED'))}
        />
        <DeedStepper step={step} errorSteps={errorSteps} onStep={go} />
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="deed-step-title"
          sx={{ padding: { xs: 2, md: 3 } }}
        >
          <Stack spacing={2.5}>
            <Typography id="deed-step-title" variant="h5" component="h2">
              {t(`steps.${step}`)}
            </Typography>
            {body[step]}
          </Stack>
        </Paper>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Button variant="outlined" disabled={index === 0} onClick={() => go(DEED_STEPS[index - 1]!)}>
            {t('wizard.previous')}
          </Button>
          {index < DEED_STEPS.length - 1 && (
            <Button variant="contained" onClick={() => go(DEED_STEPS[index + 1]!)}>
              {t('wizard.next')}
            </Button>
          )}
        </Stack>
      </Stack>
    </FormProvider>
  );
}
