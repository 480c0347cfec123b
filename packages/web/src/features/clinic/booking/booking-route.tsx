import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/data-table/list-header';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { BookedPanel } from './booked-panel';
import { DoctorStep, SpecialityStep, TypeStep } from './choice-steps';
import { ConfirmStep } from './confirm-step';
import { PatientStep } from './patient-step';
import { SlotStep } from './slot-step';
import { useBookingWizard, type BookingWizard } from './use-booking-wizard';

function CurrentStep({ wizard }: { wizard: BookingWizard }) {
  const { doctor, type } = wizard.choices;
  switch (wizard.step) {
    case 'patient':
      return <PatientStep wizard={wizard} />;
    case 'speciality':
      return <SpecialityStep wizard={wizard} />;
    case 'doctor':
      return <DoctorStep wizard={wizard} />;
    case 'type':
      return <TypeStep wizard={wizard} />;
    case 'slot':
      return (
        <SlotStep
          doctor={doctor?.pubkey ?? ''}
          type={type?.id ?? ''}
          onChoose={(slot) => wizard.choose('slot', slot)}
          notice={wizard.notice}
          day={wizard.day}
          onDay={wizard.setDay}
          selected={wizard.choices.slot?.start}
        />
      );
    case 'confirm':
      return <ConfirmStep wizard={wizard} />;
  }
}

/**
 * `/dashboard/book-appointment`: (the care team: the patient →) speciality → doctor → consultation type → day and
 * time → confirm. The server books it as Planed or Pending (the type says which) and says so.
 */
export default function BookingRoute() {
  const { t } = useTranslation(['booking', 'dashboard']);
  const format = useFormat();
  usePageTitle(t('dashboard:menu.bookAppointment'));
  const forPatient = useStoredProfile()?.role !== 'PATIENT';
  // "Book again" from my doctors (`?doctor=`) opens at the types, the public doctor page's link
  // (`?doctor=&type=&start=`) at confirm: both are the wizard's own address.
  const wizard = useBookingWizard(forPatient);
  const { steps } = wizard;
  const index = steps.indexOf(wizard.step);

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('dashboard:menu.bookAppointment')} intro={t('intro')} />
      {wizard.loading ? (
        <CircularProgress aria-label={t(`stepper.${wizard.step}`)} sx={{ alignSelf: 'center' }} />
      ) : wizard.booked ? (
        <BookedPanel appointment={wizard.booked} onAgain={wizard.restart} forPatient={forPatient} />
      ) : (
        <>
          <Stepper activeStep={index} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {steps.map((step) => (
              <Step key={step}>
                <StepLabel>{t(`stepper.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography sx={{ display: { md: 'none' }, color: 'text.secondary' }}>
            {t('progress', {
              step: format.number(index + 1),
              total: format.number(steps.length),
              label: t(`stepper.${wizard.step}`),
            })}
          </Typography>
          <CurrentStep wizard={wizard} />
          {index > 0 && (
            <Button sx={{ alignSelf: 'flex-start' }} onClick={wizard.back}>
              {t('back')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
