import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DEED_STEPS, type DeedStep } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

interface DeedStepperProps {
  step: DeedStep;
  /** The steps whose fields have issues: marked as errors. */
  errorSteps: ReadonlySet<DeedStep>;
  onStep: (step: DeedStep) => void;
}

/**
 * The wizard's steps, any of them reachable (Next and Previous keep everything); a step with
 * issues is marked. A row of steps on wide screens; on phones "Step 3 of 9" and a select.
 */
export function DeedStepper({ step, errorSteps, onStep }: DeedStepperProps) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const index = DEED_STEPS.indexOf(step);
  const name = (value: DeedStep) =>
    errorSteps.has(value) ? t('wizard.hasErrors', { step: t(`steps.${value}`) }) : t(`steps.${value}`);

  if (!wide) {
    return (
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('wizard.stepOf', {
            number: format.number(index + 1),
            total: format.number(DEED_STEPS.length),
            step: t(`steps.${step}`),
          })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('wizard.label')}
          value={step}
          onChange={(event) => onStep(event.target.value as DeedStep)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {DEED_STEPS.map((value, i) => (
            <option key={value} value={value}>
              {`${format.number(i + 1)}. ${name(value)}`}
            </option>
          ))}
        </TextField>
      </Stack>
    );
  }
  return (
    <nav aria-label={t('wizard.label')}>
      <Stepper nonLinear activeStep={index} alternativeLabel>
        {DEED_STEPS.map((value, i) => (
          <Step key={value} completed={false}>
            <StepButton icon={format.number(i + 1)} onClick={() => onStep(value)}>
              <StepLabel error={errorSteps.has(value)}>{name(value)}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}
