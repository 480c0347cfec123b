import type { Language } from '@bayan/shared';
import { cached } from '../../../lib/format-date';
import { formatList } from '../../../lib/format';

/** The sentences a clinic's hours are phrased with, from the page's catalogue. */
export interface HoursWords {
  /** A run of working days: "{{from}} to {{to}}". */
  dayRange: (from: string, to: string) => string;
  /** The hours: "{{from}} to {{to}}". */
  timeRange: (from: string, to: string) => string;
  /** Days and hours together: "{{days}}, {{hours}}". */
  line: (days: string, hours: string) => string;
  everyDay: string;
  /** Open from midnight to midnight. */
  allDay: string;
  closed: string;
}

export interface ClinicHours {
  /** Closed weekdays, 0 = Sunday … 6 = Saturday. */
  weekendDays: readonly number[];
  /** HH:MM, the clinic's wall clock. */
  startHour: string;
  /** HH:MM; 24:00 is midnight. */
  endHour: string;
}

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-arab', en: 'en-US-u-ca-gregory-nu-latn' };
/** 2023-01-01 was a Sunday: day `n` of that week is weekday `n`. */
const weekdayName = (day: number, language: Language) =>
  cached(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

/** "9:00 AM" / "٩:٠٠ ص": a clock time on the 12-hour clock, in the language's digits. */
export function clockTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return cached(LOCALES[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1, hours, minutes),
  );
}

/**
 * The working days as runs of consecutive days, each in week order. The week turns round
 * (Saturday is followed by Sunday), and a run starts on the day after a closed one, so the
 * Saudi week Saturday–Thursday is one run however its days are numbered.
 */
export function workingRuns(weekendDays: readonly number[]): number[][] {
  const closed = new Set(weekendDays);
  const firstClosed = [0, 1, 2, 3, 4, 5, 6].find((day) => closed.has(day));
  if (firstClosed === undefined) return [[0, 1, 2, 3, 4, 5, 6]];
  const runs: number[][] = [];
  let run: number[] = [];
  for (let step = 1; step <= 7; step += 1) {
    const day = (firstClosed + step) % 7;
    if (closed.has(day)) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push(day);
  }
  return runs;
}

/**
 * A clinic's week and hours as a sentence: "Saturday to Thursday, 9:00 AM to 9:00 PM", working
 * days apart from each other listed ("Sunday to Tuesday and Thursday to Friday, …"), in the
 * language's words and digits.
 */
export function phraseHours(hours: ClinicHours, language: Language, words: HoursWords): string {
  const runs = workingRuns(hours.weekendDays);
  if (runs.length === 0) return words.closed;
  const time =
    hours.startHour === '00:00' && hours.endHour === '24:00'
      ? words.allDay
      : words.timeRange(clockTime(hours.startHour, language), clockTime(hours.endHour, language));
  if (runs.length === 1 && runs[0]!.length === 7) return words.line(words.everyDay, time);
  const parts = runs.map((run) => {
    const [first, last] = [weekdayName(run[0]!, language), weekdayName(run.at(-1)!, language)];
    return run.length === 1 ? first : words.dayRange(first, last);
  });
  const days = formatList(parts, language, { type: 'conjunction' });
  return words.line(days, time);
}
