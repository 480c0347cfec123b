import { lazy, Suspense, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';

const HijriDayPopover = lazy(() => import('./hijri-day-popover'));

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

interface DayPickerButtonProps {
  value: string;
  onPick: (day: string) => void;
  /** The calendar the field shows: the browser's picker for Gregorian days, the Umm al-Qura grid for Hijri ones. */
  calendar?: 'gregory' | 'hijri';
}

/**
 * A button beside a typed date that opens a day picker (a phone's wheel or calendar, walk finding
 * 9): the browser's own for a Gregorian day, the Umm al-Qura month grid for a Hijri one. The day
 * chosen comes back as a Gregorian YYYY-MM-DD, which the field shows in its calendar and digits.
 * The typed field stays the way to enter Arabic digits.
 */
export function DayPickerButton({ value, onPick, calendar = 'gregory' }: DayPickerButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [hijriAnchor, setHijriAnchor] = useState<HTMLElement | null>(null);
  const [hijriOpened, setHijriOpened] = useState(false);
  const open = (button: HTMLElement) => {
    if (calendar === 'hijri') {
      setHijriOpened(true);
      setHijriAnchor(button);
      return;
    }
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
      <IconButton
        size="small"
        onClick={(event) => open(event.currentTarget)}
        aria-label={t('form.pickDay')}
        aria-haspopup={calendar === 'hijri' ? 'dialog' : undefined}
        sx={{ marginInlineEnd: 0.5 }}
      >
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
      {hijriOpened && (
        <Suspense fallback={null}>
          <HijriDayPopover anchor={hijriAnchor} value={value} onPick={onPick} onClose={() => setHijriAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
