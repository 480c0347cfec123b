import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Profile } from '@bayan/shared';
import { zonedToday } from '../model/zoned-time';
import { CALENDAR_VIEWS, parseDay, type CalendarView } from './period';

/** Riyadh until the doctor's clinic is known (PRODUCT §7's default zone). */
const DEFAULT_ZONE = 'Asia/Riyadh';

/**
 * Whose calendar, which view and which day, kept in the address (a reload or a shared link
 * shows the same). A doctor sees their own; others choose. Phones open on the day view.
 */
export function useCalendarParams(profile: Profile | null) {
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const asked = params.get('view');
  const view: CalendarView = CALENDAR_VIEWS.find((name) => name === asked) ?? (narrow ? 'day' : 'week');
  const day = parseDay(params.get('date')) ?? zonedToday(DEFAULT_ZONE);
  const doctor = profile?.role === 'DOCTOR' ? profile.pubkey : (params.get('doctor') ?? '');

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    doctor,
    view,
    day,
    setDoctor: (pubkey: string) => update({ doctor: pubkey }),
    setView: (next: CalendarView) => update({ view: next }),
    setDay: (next: string) => update({ date: next }),
  };
}
