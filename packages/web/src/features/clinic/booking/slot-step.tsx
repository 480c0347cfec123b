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
import { useMyTimes } from './use-my-times';
import type { ChosenSlot } from './use-booking-wizard';
import { StepSection } from './step-section';

interface SlotStepProps {
  doctor: string;
  type: string;
  onChoose: (slot: ChosenSlot) => void;
  /** Why the user is back here (the slot was taken meanwhile). */
  notice: string;
  /** The day shown (YYYY-MM-DD), kept by the caller (the wizard: in the address); empty: the first bookable one. */
  day?: string | undefined;
  onDay?: ((day: string) => void) | undefined;
  /** The slot chosen before, when the user came back to this step. */
  selected?: string | undefined;
  /** The appointment being moved: its own time is not in the way. */
  moving?: string | undefined;
  /** A request's day and time (accepting a reservation, finding 10): the step opens on that day and marks the time. */
  asked?: { day: string; time: string | null } | undefined;
}

/** The days the doctor can see a patient for this type, then the times of the chosen day. */
export function SlotStep({ doctor, type, onChoose, notice, selected, moving, asked, ...kept }: SlotStepProps) {
  // Without a caller keeping it, the day is the step's own (a request's day first).
  const [ownDay, setOwnDay] = useState(asked?.day ?? '');
  const onDay = kept.onDay ?? setOwnDay;
  const day = (kept.onDay ? kept.day : ownDay) || (selected?.slice(0, 10) ?? '');
  const { t } = useTranslation('booking');
  const calendar = useCalendarFormat();
  // The browser's day: a day either side of the clinic's, which the answer's zone then settles.
  // A request's day, or a day kept from before (a reload, Back), opens its window.
  const [from, setFrom] = useState(() => {
    const browserDay = new Date().toISOString().slice(0, 10);
    if (asked && asked.day > browserDay) return asked.day;
    return day >= addDays(browserDay, WINDOW_DAYS) ? day : browserDay;
  });
  const query = useDoctorAvailability(doctor, from, addDays(from, WINDOW_DAYS - 1), { type, errorShown: true });
  const mine = useMyTimes(from, WINDOW_DAYS, moving);
  const today = query.data ? zonedToday(query.data.timeZone) : from;
  const days = (query.data?.days ?? []).filter((entry) => entry.date >= today && entry.slots.length > 0);
  const bookable = days.filter((entry) => entry.slots.some((slot) => slot.state === 'Free'));
  const shown = days.find((entry) => entry.date === day) ?? bookable[0];
  const askedDayMissing =
    asked !== undefined && day === asked.day && query.data !== undefined && shown?.date !== asked.day;
  const moveTo = (next: string) => {
    setFrom(next < today ? today : next);
    onDay('');
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
        onSelect={onDay}
      />
      {(query.isPending || mine.pending) && (
        <CircularProgress aria-label={t('steps.slot')} sx={{ alignSelf: 'center' }} />
      )}
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
      {query.data && shown && !mine.pending && (
        <Stack spacing={1}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('zone', { zone: calendar.zoneName(query.data.timeZone) })}
          </Typography>
          <SlotButtons
            slots={shown.slots}
            timeZone={query.data.timeZone}
            marked={shown.date === asked?.day ? (asked.time ?? undefined) : undefined}
            onChoose={(slot) => onChoose({ ...slot, timeZone: query.data.timeZone })}
            selected={selected}
            isMine={mine.isMine}
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
