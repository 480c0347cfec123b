import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { TextInput } from '../../../components/form/text-input';
import { useLanguage } from '../../../i18n/use-language';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { SeriesDialog } from '../series/series-dialog';
import { useTypeDetail } from './type-detail';
import type { BookingWizard } from './use-booking-wizard';
import { StepSection } from './step-section';

/** What will be booked, a note for the doctor, and the button that books it. */
export function ConfirmStep({ wizard }: { wizard: BookingWizard }) {
  const { t } = useTranslation(['booking', 'clinic']);
  const { language } = useLanguage();
  const when = useAppointmentWhen();
  const { patient, doctor, type, slot } = wizard.choices;
  const detail = useTypeDetail();
  const [repeating, setRepeating] = useState(false);
  if (!doctor || !type || !slot) return null;
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  const rows: [string, string][] = [
    ...(patient ? [[t('summary.patient'), patient.name] as [string, string]] : []),
    [t('summary.doctor'), doctor.name],
    [t('summary.clinic'), name(doctor.etablissement)],
    [t('summary.type'), `${name(type)} — ${detail(type)}`],
    [t('summary.when'), when(slot)],
  ];
  return (
    <StepSection title={t('steps.confirm')}>
      <DetailsList rows={rows} emphasis="term" sx={{ gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }} />
      <Typography sx={{ color: 'text.secondary' }}>{t(type.autoConfirm ? 'autoConfirm' : 'waits')}</Typography>
      <TextInput
        label={t('notes')}
        value={wizard.notes}
        onChange={(event) => wizard.setNotes(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {wizard.book.isError && <Alert severity="error">{wizard.words(wizard.book.error)}</Alert>}
      <Stack direction="row" sx={{ gap: 1.5 }}>
        <BusyButton variant="contained" busy={wizard.book.isPending} onClick={wizard.confirm}>
          {t(wizard.book.isError ? 'retry' : 'confirm')}
        </BusyButton>
        {patient && (
          <Button variant="outlined" onClick={() => setRepeating(true)}>
            {t('clinic:series.repeat')}
          </Button>
        )}
      </Stack>
      {patient && (
        <SeriesDialog
          open={repeating}
          base={{
            doctorPubkey: doctor.pubkey,
            patientPubkey: patient.pubkey,
            consultationType: type.id,
            start: slot.start,
            timeZone: slot.timeZone,
            notes: wizard.notes.trim() || undefined,
          }}
          onClose={() => setRepeating(false)}
          onBooked={wizard.bookedSeries}
        />
      )}
    </StepSection>
  );
}
