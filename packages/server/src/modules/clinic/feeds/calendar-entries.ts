import type { CalendarFeedKind, Language } from '@bayan/shared';
import type { Config } from '../../../config.js';
import { appointmentPage } from '../appointments/appointment-page.js';
import type { Names } from '../appointments/appointment-view.js';
import type { AppointmentView } from '../appointments/appointments.repository.js';
import type { EtablissementRow } from '../directory/etablissements.table.js';
import type { CalendarEntry } from './calendar-ics.js';
import type { CalendarIdentity } from './calendar-chains.repository.js';
import { bilingualTexts, entryTexts, type EntryFacts } from './calendar-texts.js';

/** Who reads the event, and in which language (`both` for an email, which is in both). */
export interface EntryReader {
  kind: CalendarFeedKind;
  lang: Language | 'both';
  attendee?: { name: string; email: string } | undefined;
}

/**
 * The address an event's ORGANIZER (the clinic) is given: the product's sender (SMTP_FROM) when
 * email is on, a no-reply address of the site otherwise. Replies to it are not read.
 */
export function organizerEmail(config: Pick<Config, 'smtp' | 'publicUrl'>): string {
  const from = config.smtp?.from;
  const address = from && (/<([^>]+)>/.exec(from)?.[1] ?? from);
  return address && address.includes('@') ? address.trim() : `no-reply@${new URL(config.publicUrl).hostname}`;
}

/** One appointment as its reader's calendar shows it. */
export function calendarEntry(
  config: Pick<Config, 'smtp' | 'publicUrl'>,
  parts: { view: AppointmentView; identity: CalendarIdentity; names: Names; clinic: EtablissementRow | undefined },
  reader: EntryReader,
): CalendarEntry {
  const { view, identity, names, clinic } = parts;
  const facts: EntryFacts = {
    doctor: names.get(view.doctorId)?.name ?? '',
    patient: names.get(view.patientId)?.name ?? '',
    type: { ar: view.typeNameAr, en: view.typeNameEn },
    clinic: { ar: clinic?.nameAr ?? '', en: clinic?.nameEn ?? '' },
    address: clinic?.address ?? '',
    status: view.status,
  };
  const texts =
    reader.lang === 'both' ? bilingualTexts(reader.kind, facts) : entryTexts(reader.kind, reader.lang, facts);
  const start = view.startAt.toISOString();
  return {
    uid: identity.uid,
    sequence: identity.sequence,
    start: view.startAt,
    end: view.endAt,
    timeZone: view.timeZone,
    status: view.status,
    ...texts,
    url: appointmentPage(config.publicUrl, reader.kind === 'doctor', {
      id: view.pubkey,
      start,
      timeZone: view.timeZone,
    }),
    lastModified: view.updatedAt,
    organizer: { name: reader.lang === 'en' ? facts.clinic.en : facts.clinic.ar, email: organizerEmail(config) },
    attendee: reader.attendee,
  };
}
