import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppointmentStatusValue } from '../appointments/appointments.table.js';
import { fixedOffsetVtimezone } from './vtimezone.js';

// ical-generator writes a zoned DTSTART from a dayjs in that zone; a native Date would be read in
// the server process's own zone.
dayjs.extend(utc);
dayjs.extend(timezone);

/** One appointment as a calendar shows it: what the feed and an email's invitation write. */
export interface CalendarEntry {
  /** Stable across a reschedule chain: `<first appointment's pubkey>@bayan`. */
  uid: string;
  /** Grows with every change of the chain's time or state (calendar-entries.ts). */
  sequence: number;
  start: Date;
  end: Date;
  /** The clinic's IANA zone: DTSTART and DTEND are its wall clock, with its VTIMEZONE. */
  timeZone: string;
  status: AppointmentStatusValue;
  summary: string;
  description: string;
  location: string;
  url: string;
  lastModified: Date;
  organizer: { name: string; email: string };
  /** The invitation's addressee; a feed names none. */
  attendee?: { name: string; email: string } | undefined;
}

const STATUSES: Record<AppointmentStatusValue, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  planed: ICalEventStatus.CONFIRMED,
  done: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
  canceled: ICalEventStatus.CANCELLED,
  rejected: ICalEventStatus.CANCELLED,
  // A waitlist offer's seat, never in a feed (calendar-chains): tentative while held, off once lapsed.
  held: ICalEventStatus.TENTATIVE,
  lapsed: ICalEventStatus.CANCELLED,
};

/** Whether an appointment in this state is off: its calendar event is STATUS:CANCELLED, its invitation METHOD:CANCEL. */
export const isCalledOff = (status: AppointmentStatusValue) => STATUSES[status] === ICalEventStatus.CANCELLED;

export interface CalendarOptions {
  name: string;
  /** When the calendar is written: every event's DTSTAMP. */
  now: Date;
  /** An email's invitation (RFC 5546); a feed has none (a subscription is published, not sent). */
  method?: 'REQUEST' | 'CANCEL' | undefined;
}

/** A VCALENDAR of `entries`, with a VTIMEZONE for each zone they use. */
export function calendarIcs(entries: readonly CalendarEntry[], { name, now, method }: CalendarOptions): string {
  const calendar = ical({
    name,
    prodId: { company: 'Bayan', product: 'Clinic' },
    timezone: { name: null, generator: (zone) => fixedOffsetVtimezone(zone, now) },
    ...(method ? { method: ICalCalendarMethod[method] } : {}),
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      stamp: now,
      lastModified: entry.lastModified,
      start: dayjs(entry.start),
      end: dayjs(entry.end),
      timezone: entry.timeZone,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      status: STATUSES[entry.status],
      organizer: entry.organizer,
      attendees: entry.attendee ? [{ ...entry.attendee, rsvp: false }] : [],
    });
  }
  return calendar.toString();
}
