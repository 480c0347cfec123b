import type { WaitlistEntry } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { tell } from '../appointments/appointment-tell.js';
import { viewAppointment } from '../appointments/appointment-view.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { endHold, namesOf, type Ending } from './hold-expiry.js';
import { visibleEntry } from './waitlist.access.js';
import { viewEntries } from './waitlist.view.js';

/** The entry and the seat held for it now; CLINIC_WAITLIST_OFFER_GONE when none is. */
async function heldFor(deps: ClinicDeps, pubkey: string, actor: ClinicActor) {
  const view = await visibleEntry(deps, pubkey, actor);
  const seats = await deps.repos.waitlist.seatsOf([view.entry.id]);
  const seat = view.entry.status === 'offered' ? seats.find((s) => s.status === 'held') : undefined;
  return {
    view,
    seat,
    names: await namesOf(deps, view, seat ?? { doctorId: view.entry.doctorId ?? view.entry.patientId }),
  };
}

const reread = async (deps: ClinicDeps, id: number) =>
  (await viewEntries(deps, [(await deps.repos.waitlist.findById(id))!]))[0]!;

/**
 * POST /api/waitlist/:id/confirm: the patient takes the seat held for them. Compare-and-swap held
 * → Pending or Planed (the type's confirmation rule, as their own booking) while the hold lasts;
 * its expiry is the same compare-and-swap from held, so of the two exactly one happens.
 */
export async function confirmOffer(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) {
  const { view, seat, names } = await heldFor(deps, pubkey, actor);
  if (!seat)
    throw new AppError(view.entry.status === 'offered' ? 'CLINIC_WAITLIST_OFFER_GONE' : 'CLINIC_WAITLIST_STATE');
  const to = seat.autoConfirm ? 'planed' : 'pending';
  await deps.transact(async (repos, tx) => {
    if (!(await repos.waitlist.confirmHold(seat.id, to, deps.clock.now())))
      throw new AppError('CLINIC_WAITLIST_OFFER_GONE');
    if (!(await repos.waitlist.moveStatus(view.entry.id, 'offered', 'booked')))
      throw new AppError('CLINIC_WAITLIST_STATE');
    await repos.history.append({
      appointmentId: seat.id,
      fromStatus: 'held',
      toStatus: to,
      actorId: caller.accountId,
      actorRole: caller.role,
    });
    const appointment = await viewAppointment(deps, seat.id, names, tx);
    const [before] = await viewEntries(deps, [view], { repos, names });
    const [after] = await viewEntries(deps, [(await repos.waitlist.findById(view.entry.id))!], { repos, names });
    await deps.audit.record(
      caller,
      { action: 'appointment.book', entity: 'appointment', entityId: appointment.id, after: appointment },
      { tx },
    );
    await deps.audit.record(
      caller,
      { action: 'waitlist.confirm', entity: 'waitlist_entry', entityId: after!.id, before: before!, after: after! },
      { tx },
    );
    await tell(deps, tx, seat.doctorId, { notice: 'booked', appointment, other: appointment.patient.name });
  });
  return reread(deps, view.entry.id);
}

type EndingOf = Pick<Ending, 'entryTo' | 'action'>;

async function letGo(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor, how: EndingOf) {
  const { view, seat, names } = await heldFor(deps, pubkey, actor);
  if (!seat)
    throw new AppError(view.entry.status === 'offered' ? 'CLINIC_WAITLIST_OFFER_GONE' : 'CLINIC_WAITLIST_STATE');
  const ended = await deps.transact((_repos, tx) =>
    endHold(deps, tx, { view, seat, names, early: true, ...how, actor: caller }),
  );
  if (!ended) throw new AppError('CLINIC_WAITLIST_OFFER_GONE');
  return reread(deps, view.entry.id);
}

/** POST /api/waitlist/:id/decline: not this seat; it goes to the next patient, the entry waits on behind the others. */
export const declineOffer = (deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) =>
  letGo(deps, pubkey, caller, actor, { entryTo: 'active', action: 'waitlist.decline' });

/** POST /api/waitlist/:id/leave: the patient (or the care team) takes the entry off the list; a held seat goes to the next. */
export async function leaveWaitlist(
  deps: ClinicDeps,
  pubkey: string,
  caller: Caller,
  actor: ClinicActor,
): Promise<WaitlistEntry> {
  const view = await visibleEntry(deps, pubkey, actor);
  if (view.entry.status === 'offered')
    return letGo(deps, pubkey, caller, actor, { entryTo: 'left', action: 'waitlist.leave' });
  if (view.entry.status !== 'active') throw new AppError('CLINIC_WAITLIST_STATE');
  const [before] = await viewEntries(deps, [view]);
  await deps.transact(async (repos, tx) => {
    if (!(await repos.waitlist.moveStatus(view.entry.id, 'active', 'left')))
      throw new AppError('CLINIC_WAITLIST_STATE');
    const after = { ...before!, status: 'LEFT' as const };
    await deps.audit.record(
      caller,
      { action: 'waitlist.leave', entity: 'waitlist_entry', entityId: after.id, before: before!, after },
      { tx },
    );
  });
  return reread(deps, view.entry.id);
}
