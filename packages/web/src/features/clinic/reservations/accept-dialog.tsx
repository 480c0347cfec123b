import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useClinicDoctors } from '../../../hooks/use-doctors-by';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useDoctorAvailability } from '../api/doctor-availability';
import { addDays } from '../model/zoned-time';
import { SlotStep } from '../booking/slot-step';
import type { ChosenSlot } from '../booking/use-booking-wizard';
import { doctorGroups } from './doctor-groups';
import { useDecideReservation } from './reservations-api';

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The consultation types the doctor offers in the coming weeks (the availability's own list). */
function useOfferedTypes(doctor: string) {
  const today = new Date().toISOString().slice(0, 10);
  return useDoctorAvailability(doctor, today, addDays(today, 13)).data?.consultationTypes ?? [];
}

/**
 * Accept a request: a doctor of its clinic (the one asked for, then the asked speciality's, first),
 * a consultation type and a free slot from the doctor's availability, opened on the asked day with
 * the asked time marked (finding 10), then spec §8's confirmation prompt. A slot taken meanwhile is the server's 409 "No free appointments": the slots are read again to choose another.
 */
export function AcceptDialog({ dialog }: { dialog: DialogControl<Reservation> }) {
  const reservation = dialog.item;
  if (!reservation) return null;
  return <AcceptChoices key={reservation.id} dialog={dialog} reservation={reservation} />;
}

function AcceptChoices({ dialog, reservation }: { dialog: DialogControl<Reservation>; reservation: Reservation }) {
  const { t } = useTranslation('clinic');
  const { language } = useLanguage();
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const when = useAppointmentWhen();
  const pair = useDatePair();
  const doctors = useClinicDoctors(reservation.etablissement.pubkey).data ?? [];
  const [doctor, setDoctor] = useState(reservation.doctor?.pubkey ?? '');
  const types = useOfferedTypes(doctor);
  const [typeChoice, setType] = useState('');
  const type = typeChoice || types[0]?.id || '';
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [notice, setNotice] = useState('');
  const decide = useDecideReservation({ accepted: t('reservations.accepted'), declined: t('reservations.declined') });
  const doctorName = doctors.find((entry) => entry.pubkey === doctor)?.name ?? '';
  const busy = decide.isPending || dialog.closing;

  const confirm = () => {
    if (!slot) return;
    decide.mutate(
      { id: reservation.id, accept: { doctorPubkey: doctor, consultationType: type, start: slot.start } },
      {
        onSuccess: () => {
          setSlot(null);
          dialog.closeAfterSuccess();
        },
        onError: (error) => {
          setSlot(null);
          // A slot taken meanwhile: said above the slots (read again), not in a toast as well.
          if (error instanceof ApiError && error.status === 409) {
            markErrorShown(error);
            setNotice(error.message);
          }
        },
      },
    );
  };

  const preferred = calendarDay(reservation.preferredDay);
  return (
    <Dialog open={dialog.open} onClose={() => !busy && dialog.close()} maxWidth="md" fullWidth>
      <DialogTitle>{t('reservations.accept.title', { name: reservation.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
          <Typography>
            {t('reservations.accept.asked', {
              day: preferred ? pair(preferred) : reservation.preferredDay,
              time: reservation.preferredTime ? format.digits(reservation.preferredTime) : t('reservations.anyTime'),
            })}
            {reservation.notes && ` — ${reservation.notes}`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('reservations.accept.doctor')}
              value={doctor}
              onChange={(event) => {
                setDoctor(event.target.value);
                setType('');
              }}
              slotProps={NATIVE}
            >
              <option value="">{t('reservations.accept.chooseDoctor')}</option>
              {doctorGroups(doctors, reservation).map((group) => (
                <optgroup key={group.key} label={t(`reservations.accept.groups.${group.key}`)}>
                  {group.doctors.map((entry) => (
                    <option key={entry.pubkey} value={entry.pubkey}>
                      {entry.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('reservations.accept.type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
              disabled={types.length === 0}
              slotProps={NATIVE}
            >
              {types.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {language === 'ar' ? entry.nameAr : entry.nameEn}
                </option>
              ))}
            </TextField>
          </Stack>
          {doctor !== '' && type !== '' && (
            <SlotStep
              doctor={doctor}
              type={type}
              notice={notice}
              onChoose={(chosen) => setSlot(chosen)}
              asked={{ day: reservation.preferredDay, time: reservation.preferredTime }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={() => dialog.close()} disabled={busy}>
          {t('actions.back')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={slot !== null}
        title={t('reservations.accept.confirmTitle')}
        body={
          slot &&
          t('reservations.accept.confirmBody', {
            name: reservation.name,
            doctor: doctorName,
            when: when({ start: slot.start, timeZone: slot.timeZone }),
          })
        }
        confirmLabel={t('reservations.accept.confirm')}
        onConfirm={confirm}
        onClose={() => setSlot(null)}
        busy={busy}
      />
    </Dialog>
  );
}
