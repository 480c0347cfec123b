import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { useDoctorAvailability } from '../api/doctor-availability';
import { addDays, zonedToday } from '../model/zoned-time';
import { DayChooser, WINDOW_DAYS } from './day-chooser';
import { SlotButtons } from './slot-buttons';
import type { ChosenSlot } from './use-booking-wizard';
import { StepSection } from './step-section';

interface SlotStepProps {
  doctor: string;
  type: string;
  onChoose: (slot: ChosenSlot) => void;
  /** Why the user is back here (the slot was taken meanwhile). */
  notice: string;
  /** A request's day and time (accepting a reservation, finding 10): the step opens on that day and marks the time. */
  asked?: { day: string; time: string | null };
}

/** The days the doctor can see a patient for this type, then the times of the chosen day. */
export function SlotStep({ doctor, type, onChoose, notice, asked }: SlotStepProps) {
  const { t } = useTranslation('booking');
  const calendar = useCalendarFormat();
  // The browser's day: a day either side of the clinic's, which the answer's zone then settles.
  const [from, setFrom] = useState(() => {
    const browserDay = new Date().toISOString().slice(0, 10);
    return asked && asked.day > browserDay ? asked.day : browserDay;
  });
  const [day, setDay] = useState(asked?.day ?? '');
  const query = useDoctorAvailability(doctor, from, addDays(from, WINDOW_DAYS - 1), { type, errorShown: true });
  const today = query.data ? zonedToday(query.data.timeZone) : from;
  const days = (query.data?.days ?? []).filter((entry) => entry.date >= today && entry.slots.length > 0);
  const bookable = days.filter((entry) => entry.slots.some((slot) => slot.state === 'Free'));
  const shown = days.find((entry) => entry.date === day) ?? bookable[0];
  const askedDayMissing =
    asked !== undefined && day === asked.day && query.data !== undefined && shown?.date !== asked.day;
  const moveTo = (next: string) => {
    setFrom(next < today ? today : next);
    setDay('');
  };

  return (
    <StepSection title={t('steps.slot')}>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <DayChooser
        from={from}
        today={today}
        onMove={moveTo}
        days={days.map((entry) => entry.date)}
        selected={shown?.date}
        onSelect={setDay}
      />
      {query.isPending && <CircularProgress aria-label={t('steps.slot')} sx={{ alignSelf: 'center' }} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {askedDayMissing && bookable.length > 0 && (
        <Alert severity="info" role="status">
          {t('askedDayEmpty')}
        </Alert>
      )}
      {query.data && bookable.length === 0 && (
        <Alert severity="info" role="status">
          {t('empty.slots')}
        </Alert>
      )}
      {query.data && shown && (
        <Stack spacing={1}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('zone', { zone: calendar.zoneName(query.data.timeZone) })}
          </Typography>
          <SlotButtons
            slots={shown.slots}
            timeZone={query.data.timeZone}
            marked={shown.date === asked?.day ? (asked.time ?? undefined) : undefined}
            onChoose={(slot) => onChoose({ ...slot, timeZone: query.data.timeZone })}
          />
        </Stack>
      )}
      {query.data && (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => moveTo(addDays(from, WINDOW_DAYS))}>
          {t('laterDays')}
        </Button>
      )}
    </StepSection>
  );
}
