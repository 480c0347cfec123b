import { z } from 'zod';
import { SYSTEM, type AuditActor, type Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { defineJob } from '../../../lib/jobs/job-type.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { formatDay } from '../availability/civil-date.js';
import { localDayOf } from '../availability/time-zone.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { seatFreed } from './seat-freed.js';
import type { WaitlistEntryView, WaitlistSeat } from './waitlist.repository.js';
import type { WaitlistStatusValue } from './waitlist.table.js';
import { viewEntries } from './waitlist.view.js';

/** A hold's end: queued with the hold, due at its hold_expires_at. */
export const holdExpiryJob = defineJob('clinic.waitlist.hold', z.object({ appointmentId: z.number().int() }), 5);

/** Offers an entry may let lapse before it leaves the list (it waits behind the others after each). */
export const MAX_OFFERS = 3;

type Names = Map<number, { pubkey: string; name: string }>;

export interface Ending {
  view: WaitlistEntryView;
  seat: Pick<WaitlistSeat, 'id' | 'doctorId' | 'startAt' | 'endAt'>;
  names: Names;
  /** Declined or left: at once; otherwise only once the hold has run out. */
  early: boolean;
  entryTo: WaitlistStatusValue;
  action: 'waitlist.lapse' | 'waitlist.decline' | 'waitlist.leave';
  actor: AuditActor | Caller;
}

/**
 * Ends a hold in `tx`: compare-and-swap held → lapsed (a confirm that committed first wins and
 * this changes nothing: false), its history line, the entry moved on, the audit event, and the
 * seat offered to the next patient waiting (seat-freed.ts).
 */
export async function endHold(deps: ClinicDeps, tx: Tx, ending: Ending): Promise<boolean> {
  const repos = deps.reposOf(tx);
  const { view, seat, names, actor } = ending;
  if (!(await repos.waitlist.lapseHold(seat.id, deps.clock.now(), ending.early))) return false;
  const person =
    'role' in actor ? { actorId: actor.accountId, actorRole: actor.role } : { actorId: null, actorRole: null };
  await repos.history.append({ appointmentId: seat.id, fromStatus: 'held', toStatus: 'lapsed', ...person });
  if (!(await repos.waitlist.moveStatus(view.entry.id, 'offered', ending.entryTo)))
    throw new AppError('CLINIC_WAITLIST_STATE');
  const [before] = await viewEntries(deps, [view], { repos, names });
  const [after] = await viewEntries(deps, [(await repos.waitlist.findById(view.entry.id))!], { repos, names });
  await deps.audit.record(
    actor,
    { action: ending.action, entity: 'waitlist_entry', entityId: after!.id, before: before!, after: after! },
    { tx },
  );
  await seatFreed(deps, tx, { doctorId: seat.doctorId, from: seat.startAt, to: seat.endAt, cause: seat.id });
  return true;
}

/** Where an entry goes when its offer lapses: back in line, or out once offered MAX_OFFERS times or its days are past. */
function afterLapse(view: WaitlistEntryView, today: string): WaitlistStatusValue {
  return view.entry.offerCount >= MAX_OFFERS || view.entry.toDate < today ? 'expired' : 'active';
}

/** The names an entry's views and events need, read before the transaction. */
export async function namesOf(deps: ClinicDeps, view: WaitlistEntryView, seat: { doctorId: number }) {
  return deps.users.accounts.names([
    view.entry.patientId,
    seat.doctorId,
    ...(view.entry.doctorId ? [view.entry.doctorId] : []),
  ]);
}

/** The expiry job's work (and the sweep's safety net): the hold lapses if it is still held and due. */
export async function expireHold(deps: ClinicDeps, appointmentId: number): Promise<boolean> {
  const [seat] = await deps.repos.waitlist.seatOf(appointmentId);
  if (!seat || seat.status !== 'held' || seat.entryId === null) return false;
  const view = await deps.repos.waitlist.findById(seat.entryId);
  if (!view) return false;
  const names = await namesOf(deps, view, seat);
  const today = formatDay(localDayOf(view.etablissement.timeZone, deps.clock.now().getTime()));
  const entryTo = afterLapse(view, today);
  return deps.transact((_repos, tx) =>
    endHold(deps, tx, { view, seat, names, early: false, entryTo, action: 'waitlist.lapse', actor: SYSTEM }),
  );
}
