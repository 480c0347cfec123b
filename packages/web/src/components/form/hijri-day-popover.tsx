import Popover from '@mui/material/Popover';
import { useTranslation } from 'react-i18next';
import { gregorianToHijri, hijriToGregorian } from '@bayan/shared';
import { HijriCalendar } from './dual-date/hijri-calendar';
import { hijriToday } from './dual-date/hijri-month';
import './dual-date/dual-date-namespace';

interface HijriDayPopoverProps {
  anchor: HTMLElement | null;
  /** The field's Gregorian day, YYYY-MM-DD, or anything else while it is not one. */
  value: string;
  onPick: (day: string) => void;
  onClose: () => void;
}

/**
 * The Umm al-Qura month grid under a date field shown in the Hijri calendar (walk finding 9: a
 * phone's picker is Gregorian only): the day chosen comes back as its Gregorian YYYY-MM-DD. Its
 * own script, fetched when first opened: the forms' first loads do not carry the grid.
 */
export default function HijriDayPopover({ anchor, value, onPick, onClose }: HijriDayPopoverProps) {
  const { t } = useTranslation('dualDate');
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(value) ? gregorianToHijri(value) : null;
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('picker') } }}
    >
      <HijriCalendar
        autoFocus
        value={shown}
        initial={shown ?? hijriToday() ?? { year: 1447, month: 1, day: 1 }}
        onChoose={(day) => {
          const gregorian = hijriToGregorian(day);
          if (gregorian) onPick(gregorian);
          onClose();
        }}
      />
    </Popover>
  );
}
