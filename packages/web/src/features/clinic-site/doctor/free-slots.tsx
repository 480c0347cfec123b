import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedConsultationType, Slot } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useNow } from '../../../hooks/use-now';
import { useLanguage } from '../../../i18n/use-language';
import { formatDayHeading, formatZoneName } from '../../../lib/format-calendar';
import { useFreeSlots } from '../api/doctors';
import { DayButtons } from './day-buttons';
import { LoadError } from '../components/load-error';
import { addDays, freeDays } from './free-days';

/** Two weeks of the doctor's calendar at a time. */
export const WINDOW_DAYS = 14;

export interface SlotChoice {
  slot: Slot;
  type: OfferedConsultationType;
  timeZone: string;
}

/**
 * The doctor's next free times, day by day (GET /api/doctors/:pubkey/availability), for a
 * consultation type (the first offered, or the one chosen): picking one starts the booking.
 */
export function FreeSlots({ doctor, onChoose }: { doctor: string; onChoose: (choice: SlotChoice) => void }) {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const format = useFormat();
  const pair = useDatePair();
  // A time passing while the page is open leaves the list.
  const now = useNow(60_000);
  const [today] = useState(() => now.toISOString().slice(0, 10));
  const [from, setFrom] = useState(today);
  const [chosenType, setChosenType] = useState('');
  const [day, setDay] = useState('');
  const to = addDays(from, WINDOW_DAYS - 1);
  // Which types the doctor offers in these days; the slots then follow the type's length.
  const offered = useFreeSlots(doctor, from, to, '');
  const types = offered.data?.consultationTypes ?? [];
  const type = types.find((entry) => entry.id === chosenType) ?? types[0];
  const slots = useFreeSlots(doctor, from, to, type?.id ?? '', type !== undefined);
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  const dayTitle = (date: string) => {
    const heading = formatDayHeading(date, language);
    return `${heading.weekday} ${pair(heading)}`;
  };
  const moveTo = (next: string) => {
    setFrom(next);
    setDay('');
  };

  const query = type ? slots : offered;
  let content;
  if (query.isPending) content = <Skeleton variant="rounded" height={180} />;
  else if (query.isError) content = <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const days = type ? freeDays(query.data.days, now.getTime()) : [];
    const { timeZone } = query.data;
    const shown = days.find((entry) => entry.date === day) ?? days[0];
    content = !shown ? (
      <Alert severity="info" role="status">
        {t('doctor.empty')}
      </Alert>
    ) : (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('doctor.zone', { zone: formatZoneName(timeZone, language) })}
        </Typography>
        <DayButtons days={days} selected={shown.date} onSelect={setDay} />
        <section aria-labelledby="day-times">
          <Typography id="day-times" component="h3" sx={{ fontWeight: 700, marginBlockEnd: 1.5 }}>
            {dayTitle(shown.date)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {shown.slots.map((slot) => (
              <Button key={slot.start} variant="outlined" onClick={() => type && onChoose({ slot, type, timeZone })}>
                <time dateTime={slot.start}>{format.time(new Date(slot.start), timeZone)}</time>
              </Button>
            ))}
          </Stack>
        </section>
      </>
    );
  }

  return (
    <Stack spacing={2} aria-busy={query.isPending}>
      {types.length > 1 && type && (
        <TextField
          select
          label={t('doctor.type')}
          value={type.id}
          onChange={(event) => {
            setChosenType(event.target.value);
            setDay('');
          }}
          sx={{ maxWidth: { sm: '24rem' } }}
          slotProps={{ select: { native: true } }}
        >
          {types.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {name(entry)} — {format.money(entry.priceHalalas / 100)}
            </option>
          ))}
        </TextField>
      )}
      {types.length === 1 && type && (
        <Typography>
          {name(type)} — {format.money(type.priceHalalas / 100)}
        </Typography>
      )}
      {content}
      <Stack direction="row" spacing={1.5}>
        {from > today && (
          <Button onClick={() => moveTo(from <= addDays(today, WINDOW_DAYS) ? today : addDays(from, -WINDOW_DAYS))}>
            {t('doctor.earlier')}
          </Button>
        )}
        <Button onClick={() => moveTo(addDays(from, WINDOW_DAYS))}>{t('doctor.later')}</Button>
      </Stack>
    </Stack>
  );
}
