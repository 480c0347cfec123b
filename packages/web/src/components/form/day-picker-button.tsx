import { useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';

/** The browser's own picker's input: in the page, for `showPicker`, but neither seen nor reached. */
const HIDDEN = {
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockEnd: 0,
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
} as const;

/**
 * A button beside a typed date that opens the browser's day picker (a phone's wheel or calendar,
 * walk finding 9): the day chosen comes back as a Gregorian YYYY-MM-DD, which the field shows in
 * its calendar and digits. The typed field stays the way to enter a Hijri day or Arabic digits.
 */
export function DayPickerButton({ value, onPick }: { value: string; onPick: (day: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    const element = input.current;
    if (!element) return;
    try {
      element.showPicker();
    } catch {
      element.focus(); // a browser without showPicker: the input takes the keys instead
    }
  };
  return (
    <>
      <IconButton size="small" onClick={open} aria-label={t('form.pickDay')} sx={{ marginInlineEnd: 0.5 }}>
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
      <input
        ref={input}
        type="date"
        tabIndex={-1}
        aria-hidden
        aria-label={t('form.pickDay')}
        data-day-picker
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        onChange={(event) => event.target.value && onPick(event.target.value)}
        style={HIDDEN}
      />
    </>
  );
}
