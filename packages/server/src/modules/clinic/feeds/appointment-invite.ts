import type { Appointment } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import type { CalendarInvite } from '../../outbox/outbox.table.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { EtablissementRow } from '../directory/etablissements.table.js';
import { calendarEntry } from './calendar-entries.js';
import { calendarIcs, isCalledOff } from './calendar-ics.js';

/** The reader of a notice's email: the doctor or the patient, and the address it goes to. */
export interface InviteReader {
  isDoctor: boolean;
  name: string;
  email: string;
}

/**
 * The .ics an appointment notice's email carries: METHOD:REQUEST while the appointment stands
 * (booked, confirmed, moved), METHOD:CANCEL once it is cancelled or rejected; the feed's UID and
 * SEQUENCE, read in `tx` so the change being told is counted. The clinic is the ORGANIZER, the
 * reader the ATTENDEE.
 */
export async function appointmentInvite(
  deps: ClinicDeps,
  tx: Tx,
  appointment: Appointment,
  clinic: EtablissementRow | undefined,
  reader: InviteReader,
): Promise<CalendarInvite | undefined> {
  const repos = deps.reposOf(tx);
  const view = await repos.appointments.findByPubkey(appointment.id);
  const identity = view && (await repos.chains.identityOf(view.id));
  if (!view || !identity) return undefined;
  const names = new Map([
    [view.doctorId, appointment.doctor],
    [view.patientId, appointment.patient],
  ]);
  const kind = reader.isDoctor ? 'doctor' : 'patient';
  const attendee = { name: reader.name, email: reader.email };
  const entry = calendarEntry(deps.config, { view, identity, names, clinic }, { kind, lang: 'both', attendee });
  const method = isCalledOff(view.status) ? 'CANCEL' : 'REQUEST';
  return { method, content: calendarIcs([entry], { name: 'Bayan', now: deps.clock.now(), method }) };
}

/**
 * The invitations of one email: one .ics a visit (a series' notice tells of several), all with
 * the first one's METHOD, those that cannot be made (an appointment gone meanwhile) left out.
 */
export async function appointmentInvites(
  deps: ClinicDeps,
  tx: Tx,
  appointments: readonly Appointment[],
  clinic: EtablissementRow | undefined,
  reader: InviteReader,
): Promise<CalendarInvite | undefined> {
  const invites: CalendarInvite[] = [];
  // One after another: they read in the one transaction.
  for (const appointment of appointments) {
    const invite = await appointmentInvite(deps, tx, appointment, clinic, reader);
    if (invite) invites.push(invite);
  }
  const [first, ...rest] = invites;
  if (!first) return undefined;
  const more = rest.filter((invite) => invite.method === first.method).map((invite) => invite.content);
  return more.length > 0 ? { ...first, more } : first;
}
