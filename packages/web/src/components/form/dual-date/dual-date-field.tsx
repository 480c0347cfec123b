import { useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useTranslation } from 'react-i18next';
import {
  checkHijriDate,
  fieldMessage,
  formatHijriIso,
  hijriToGregorian,
  parseHijriIso,
  riyadhDay,
} from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { dayInputProps, dayPlaceholder, hijriTextOf, readTypedDay, useTypedText } from '../day-text';
import { TextInput } from '../text-input';
import { HijriCalendar } from './hijri-calendar';
import { hijriToday } from './hijri-month';
import './dual-date-namespace';

const CalendarIcon = createSvgIcon(
  <path d="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z" />,
  'CalendarMonth',
);

/** The pair a dual date field holds, both in Latin digits. */
export interface DualDateValue {
  /** The Gregorian day YYYY-MM-DD, '' when empty (or what was typed while it is not a day). */
  gregorian: string;
  /** The Hijri (Umm al-Qura) day YYYY-MM-DD as typed or chosen, '' when empty (typed text while it is not a day). */
  hijri: string;
}

export interface DualDateFieldProps extends DualDateValue {
  /** Either side changed: the other one follows (its counterpart, or '' while the changed one is not a day). */
  onChange: (next: DualDateValue) => void;
  onBlur?: () => void;
  /** The pair's name ("Deed date"); each input keeps its own ("Gregorian date", "Hijri date"). */
  label?: ReactNode;
  /** The form's message for each side; shown instead of the field's own check. */
  gregorianError?: string;
  hijriError?: string;
  required?: boolean;
  disabled?: boolean;
  /** The inputs' names (and ids' stem), e.g. the form's field names. */
  gregorianName?: string;
  hijriName?: string;
  gregorianInputRef?: Ref<HTMLInputElement>;
  hijriInputRef?: Ref<HTMLInputElement>;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const complete = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;

/** Whether a Gregorian YYYY-MM-DD names a real day. */
function isDay(text: string) {
  if (!isoDay.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Today in each calendar (Riyadh's day), YYYY-MM-DD in Latin digits. */
function useTodayExample(): DualDateValue {
  const [today] = useState(() => riyadhDay(new Date()));
  return { gregorian: today, hijri: hijriTextOf(today) ?? '' };
}

/**
 * A day in both calendars side by side (waqf notes §7): the Gregorian one and the Hijri (Umm
 * al-Qura) one, each typed YYYY-MM-DD in Latin or Arabic-Indic digits, the Hijri one also chosen
 * on a month grid. Each fills the other; a Hijri day that does not exist (30 Shaʿban 1443) or
 * falls outside AH 1300–1600 gets its message and is never moved to a neighbouring day.
 */
export function DualDateField({
  gregorian,
  hijri,
  onChange,
  onBlur,
  label,
  gregorianError,
  hijriError,
  required,
  disabled,
  gregorianName,
  hijriName,
  gregorianInputRef,
  hijriInputRef,
}: DualDateFieldProps) {
  const { t } = useTranslation('dualDate');
  const { language } = useLanguage();
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const [left, setLeft] = useState({ gregorian: false, hijri: false });
  // The picker's button while the picker is open: the popover hangs from it.
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const identity = (text: string) => text;
  const gregorianText = useTypedText(gregorian, readTypedDay, identity);
  // A Gregorian day without a Hijri one (a draft saved elsewhere) shows its Hijri day: derived, not written.
  const hijriShown = hijri === '' && isDay(gregorian) ? (hijriTextOf(gregorian) ?? '') : hijri;
  const hijriText = useTypedText(hijriShown, readTypedDay, identity);

  const typeGregorian = (text: string) => {
    gregorianText.setTyped(text);
    const day = readTypedDay(text);
    onChange({ gregorian: day, hijri: (isDay(day) && hijriTextOf(day)) || '' });
  };
  const typeHijri = (text: string) => {
    hijriText.setTyped(text);
    const latin = readTypedDay(text);
    const checked = checkHijriDate(latin);
    onChange({ hijri: latin, gregorian: (checked.ok && hijriToGregorian(checked.value)) || '' });
  };
  const choose = (day: { year: number; month: number; day: number }) => {
    setPickerAnchor(null);
    hijriText.setTyped('');
    onChange({ hijri: formatHijriIso(day), gregorian: hijriToGregorian(day) ?? '' });
  };

  // A side's own check speaks once the day is typed whole, or the field is left.
  const hijriCheck = checkHijriDate(hijriShown);
  const hijriMessage =
    hijriShown && !hijriCheck.ok && (left.hijri || complete.test(hijriShown))
      ? fieldMessage(hijriCheck.message, language)
      : undefined;
  const gregorianMessage =
    gregorian && !isDay(gregorian) && (left.gregorian || gregorian.length >= 10)
      ? fieldMessage('field.isoDate', language)
      : undefined;
  const named = calendarDay(gregorian);
  // A day outside the published Umm al-Qura calendar's years says its Hijri day is computed.
  const hijriNamed = named?.computed ? t('form.hijriComputed', { ns: 'common', hijri: named.hijri }) : named?.hijri;
  // Today, in each calendar, as each input's example: a deed is dated the day it is written.
  const example = useTodayExample();
  const leave = (side: 'gregorian' | 'hijri') => () => {
    setLeft((was) => ({ ...was, [side]: true }));
    onBlur?.();
  };
  const shownError = { gregorian: gregorianError ?? gregorianMessage, hijri: hijriError ?? hijriMessage };

  return (
    <Box role="group" aria-label={typeof label === 'string' ? label : undefined}>
      {label && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {label}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          fullWidth
          label={t('gregorian')}
          name={gregorianName}
          required={required}
          disabled={disabled}
          value={gregorianText.text}
          onChange={(event) => typeGregorian(event.target.value)}
          onBlur={leave('gregorian')}
          inputRef={gregorianInputRef}
          placeholder={dayPlaceholder(format.digits(example.gregorian))}
          error={Boolean(shownError.gregorian)}
          helperText={shownError.gregorian ?? named?.gregorian}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: dayInputProps(gregorianText.text) }}
        />
        <TextInput
          fullWidth
          label={t('hijri')}
          name={hijriName}
          required={required}
          disabled={disabled}
          value={hijriText.text}
          onChange={(event) => typeHijri(event.target.value)}
          onBlur={leave('hijri')}
          inputRef={hijriInputRef}
          placeholder={dayPlaceholder(format.digits(example.hijri))}
          error={Boolean(shownError.hijri)}
          helperText={shownError.hijri ?? (hijriCheck.ok ? hijriNamed : undefined)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: dayInputProps(hijriText.text),
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={t('openPicker')}
                    aria-haspopup="dialog"
                    aria-expanded={pickerAnchor !== null}
                    disabled={disabled}
                    onClick={(event) => setPickerAnchor(event.currentTarget)}
                  >
                    <CalendarIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Popover
        open={pickerAnchor !== null}
        anchorEl={pickerAnchor}
        onClose={() => setPickerAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('picker') } }}
      >
        <HijriCalendar
          autoFocus
          value={hijriCheck.ok ? hijriCheck.value : null}
          initial={parseHijriIso(hijriShown) ?? hijriToday() ?? { year: 1447, month: 1, day: 1 }}
          onChoose={choose}
        />
      </Popover>
    </Box>
  );
}
