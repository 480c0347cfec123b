import type { Appointment, AppointmentAction, TransitionBody } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { sees, type ClinicActor } from '../appointment-access.js';
import type { Notice } from './appointment-notices.js';
import { tell } from './appointment-tell.js';
import { guardTransition, TRANSITIONS, type TransitionRule } from './appointment-transitions.js';
import { toAppointment, viewAppointment, viewAppointments, type Names } from './appointment-view.js';
import type { AppointmentView } from './appointments.repository.js';
import type { AppointmentStatusValue } from './appointments.table.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { seatFreed } from '../waitlist/seat-freed.js';

export type StateAction = Exclude<AppointmentAction, 'reschedule'>;

/** The appointment as the actor may see it: one outside their scope is not found (no existence leak). */
export async function visibleAppointment(deps: ClinicDeps, pubkey: string, actor: ClinicActor) {
  const view = await deps.repos.appointments.findByPubkey(pubkey);
  if (!view || !sees(actor, view)) throw new AppError('CLINIC_APPOINTMENT_NOT_FOUND');
  return view;
}

/** One appointment as the list shows it, to whoever may see it (404 otherwise). */
export async function getAppointment(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<Appointment> {
  const [appointment] = await viewAppointments(deps, [await visibleAppointment(deps, pubkey, actor)]);
  return appointment!;
}

/** Who may, from which state, and when: 403 for the role, 409 for the state, the guard's code for the time. */
export async function checkTransition(
  deps: ClinicDeps,
  action: StateAction,
  view: AppointmentView,
  caller: Caller,
  reason: string | undefined,
): Promise<TransitionRule> {
  const rule = TRANSITIONS[action];
  if (!rule.roles.includes(caller.role)) throw new AppError('CLINIC_ACTION_FORBIDDEN');
  if (!rule.from.includes(view.status)) throw new AppError('CLINIC_APPOINTMENT_STALE');
  const cutoffHours = view.cancellationCutoffHours ?? (await deps.settings.get('clinic_cancellation_cutoff_hours'));
  guardTransition(action, {
    role: caller.role,
    start: view.startAt,
    now: deps.clock.now(),
    reason,
    cutoffHours,
    lang: caller.lang,
  });
  return rule;
}

/** The moves that give a seat back: the waitlist hears of it in the same transaction. */
const FREES: readonly AppointmentStatusValue[] = ['canceled', 'rejected'];

/**
 * Compare-and-swap on the status read before, and its history line: 0 rows means someone else
 * moved it first. A cancel or a reject (also a move's) queues the waitlist's offer of the seat.
 */
export async function moveStatus(
  deps: ClinicDeps,
  tx: Tx,
  view: AppointmentView,
  to: AppointmentStatusValue,
  caller: Caller,
  reason: string | undefined,
): Promise<void> {
  const repos = deps.reposOf(tx);
  if (!(await repos.appointments.moveStatus(view.id, view.status, to))) throw new AppError('CLINIC_APPOINTMENT_STALE');
  await repos.history.append({
    appointmentId: view.id,
    fromStatus: view.status,
    toStatus: to,
    actorId: caller.accountId,
    actorRole: caller.role,
    reason: reason ?? null,
  });
  if (FREES.includes(to))
    await seatFreed(deps, tx, { doctorId: view.doctorId, from: view.startAt, to: view.endAt, cause: view.id });
}

/** Confirm, reject and cancel tell the patient; a patient's own cancel tells the doctor instead. */
function noticeOf(action: StateAction, view: AppointmentView, caller: Caller): [Notice, number, number] | undefined {
  if (action === 'confirm') return ['confirmed', view.patientId, view.doctorId];
  if (action === 'reject') return ['rejected', view.patientId, view.doctorId];
  if (action !== 'cancel') return undefined;
  return caller.accountId === view.patientId
    ? ['canceledByPatient', view.doctorId, view.patientId]
    : ['canceled', view.patientId, view.doctorId];
}

/** The change itself, in `tx`: compare-and-swap, history, audit and notice; the appointment after it. */
export async function applyTransition(
  deps: ClinicDeps,
  tx: Tx,
  action: StateAction,
  view: AppointmentView,
  body: TransitionBody,
  caller: Caller,
  names: Names,
): Promise<Appointment> {
  const rule = TRANSITIONS[action];
  const before = toAppointment(view, names);
  await moveStatus(deps, tx, view, rule.to, caller, body.reason);
  const after = await viewAppointment(deps, view.id, names, tx);
  await deps.audit.record(
    caller,
    {
      action: rule.audit,
      entity: 'appointment',
      entityId: after.id,
      before,
      after: { ...after, reason: body.reason },
    },
    { tx },
  );
  const notice = noticeOf(action, view, caller);
  if (notice) {
    const [kind, recipient, other] = notice;
    const tidings = { notice: kind, appointment: after, other: names.get(other)?.name ?? '', reason: body.reason };
    await tell(deps, tx, recipient, tidings);
  }
  return after;
}

export async function transitionAppointment(
  deps: ClinicDeps,
  action: StateAction,
  pubkey: string,
  body: TransitionBody,
  caller: Caller,
  actor: ClinicActor,
): Promise<Appointment> {
  const view = await visibleAppointment(deps, pubkey, actor);
  await checkTransition(deps, action, view, caller, body.reason);
  const names: Names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  return deps.transact((_repos, tx) => applyTransition(deps, tx, action, view, body, caller, names));
}
