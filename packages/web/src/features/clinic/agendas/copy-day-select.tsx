import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@bayan/shared';
import { copyDay, SATURDAY_FIRST, workingDays, type WeekHours } from './weekly-hours';
import { useWeekdayNames } from './weekday-names';

interface CopyDaySelectProps {
  week: WeekHours;
  day: Weekday;
  onCopy: (week: WeekHours) => void;
}

/** "Copy to…" a day's hours: every other day, the other working days, or one day (a native select). */
export function CopyDaySelect({ week, day, onCopy }: CopyDaySelectProps) {
  const { t } = useTranslation('agendas');
  const names = useWeekdayNames();
  const others = SATURDAY_FIRST.filter((other) => other !== day);
  const targets = (choice: string): Weekday[] => {
    if (choice === 'all') return others;
    if (choice === 'working') return workingDays(week).filter((other) => other !== day);
    return others.filter((other) => other === choice);
  };
  return (
    <TextField
      select
      size="small"
      label={t('hours.copyTo')}
      value=""
      onChange={(event) => onCopy(copyDay(week, day, targets(event.target.value)))}
      sx={{ width: '8.5rem' }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': t('hours.copy', { day: names[day] }) },
      }}
    >
      <option value="" disabled />
      <option value="all">{t('hours.copyAll')}</option>
      <option value="working">{t('hours.copyWorking')}</option>
      {others.map((other) => (
        <option key={other} value={other}>
          {names[other]}
        </option>
      ))}
    </TextField>
  );
}
