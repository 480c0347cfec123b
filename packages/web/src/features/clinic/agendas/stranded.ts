import { STRANDED_REASONS, type StrandedReason } from '@bayan/shared';
import { ApiError } from '../../../lib/api-client';

/** The refusals that name the active appointments a change would leave outside the calendar. */
const STRANDING = new Set(['CLINIC_AGENDA_STRANDS_BOOKINGS', 'CLINIC_BLOCK_STRANDS_BOOKINGS']);

/** One appointment to cancel first: when (the clinic's wall clock), whose, and why. */
export interface StrandedLine {
  id: string;
  /** YYYY-MM-DD in the clinic's time zone. */
  day: string;
  /** HH:MM in the clinic's time zone. */
  time: string;
  patient: string;
  reason: StrandedReason | null;
}

const isReason = (code: string): code is StrandedReason => Object.hasOwn(STRANDED_REASONS, code);

/**
 * The appointments of a stranding 409, from its details (schedule-guard.ts on the server): each
 * `{ path: 'appointments.<id>', code: <reason>, message: 'YYYY-MM-DD HH:MM <patient>: <why>' }`.
 * Null for any other error.
 */
export function strandedLines(error: unknown): StrandedLine[] | null {
  if (!(error instanceof ApiError) || !STRANDING.has(error.code)) return null;
  return (error.details ?? []).flatMap((detail): StrandedLine[] => {
    const match = /^appointments\.(.+)$/.exec(detail.path);
    const when = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) ?/.exec(detail.message);
    if (!match || !when) return [];
    const rest = detail.message.slice(when[0].length);
    const colon = rest.lastIndexOf(': ');
    return [
      {
        id: match[1]!,
        day: when[1]!,
        time: when[2]!,
        patient: colon >= 0 ? rest.slice(0, colon) : rest,
        reason: isReason(detail.code) ? detail.code : null,
      },
    ];
  });
}

/** The appointments list narrowed to the days (and the doctor) of the stranded ones. */
export function strandedHref(lines: readonly StrandedLine[], doctor?: string): string {
  const days = lines.map((line) => line.day).sort();
  const query = new URLSearchParams();
  if (doctor) query.set('doctor', doctor);
  if (days.length > 0) {
    query.set('from', days[0]!);
    query.set('to', days.at(-1)!);
  }
  const search = query.toString();
  return `/dashboard/appointments${search ? `?${search}` : ''}`;
}
