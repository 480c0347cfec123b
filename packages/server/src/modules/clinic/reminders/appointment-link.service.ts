import type { AppointmentLink } from '@bayan/shared';
import type { Caller, Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { cancelUntil } from './appointment-reminders.js';
import { statusToApi } from '../appointments/appointment-status.js';
import type { AppointmentLinkRow } from './appointment-reminders.table.js';
import { toAppointment } from '../appointments/appointment-view.js';
import type { AppointmentView } from '../appointments/appointments.repository.js';
import { applyTransition, checkTransition } from '../appointments/appointments.transition.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { readLinkToken, tokenHash } from './link-token.js';

interface Resolved {
  link: AppointmentLinkRow;
  view: AppointmentView;
}

/**
 * The link a token opens: signed by this server, known to its table, for the same appointment and
 * action. Anything else is one 404, whatever was wrong with it (no oracle for forging tokens).
 */
async function resolve(deps: ClinicDeps, token: string): Promise<Resolved> {
  const claims = readLinkToken(deps.config.jwtSecret, token);
  const link = claims && (await deps.repos.links.findByHash(tokenHash(token)));
  const view = link && (await deps.repos.appointments.findById(link.appointmentId));
  const same = view && view.pubkey === claims.appointment && link.action === claims.action;
  if (!link || !view || !same) throw new AppError('CLINIC_LINK_INVALID');
  return { link, view };
}

async function present(deps: ClinicDeps, { link, view }: Resolved): Promise<AppointmentLink> {
  const names = await deps.users.accounts.names([view.doctorId]);
  const clinic = await deps.repos.etablissements.findByPubkey(view.etablissementPubkey);
  return {
    action: link.action as AppointmentLink['action'],
    status: statusToApi(view.status),
    start: view.startAt.toISOString(),
    end: view.endAt.toISOString(),
    timeZone: view.timeZone,
    doctor: names.get(view.doctorId)?.name ?? '',
    clinic: { ar: clinic?.nameAr ?? '', en: clinic?.nameEn ?? '' },
    type: { ar: view.typeNameAr, en: view.typeNameEn },
    usedAt: link.usedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
    cancelUntil: (await cancelUntil(deps, view)).toISOString(),
  };
}

/** GET: what the link is for, and whether it was used; an expired or used link still shows its appointment. */
export async function viewAppointmentLink(deps: ClinicDeps, token: string): Promise<AppointmentLink> {
  return present(deps, await resolve(deps, token));
}

/**
 * The patient, as a link or the waitlist acts for them: their own appointment, the patient's rules
 * (the cancellation cut-off, the booking notice).
 */
export async function patientCaller(
  deps: ClinicDeps,
  view: Pick<AppointmentView, 'patientId'>,
  client: Client,
  sessionId = 'appointment-link',
): Promise<Caller> {
  const account = await deps.users.accounts.findById(view.patientId);
  return {
    ...client,
    accountId: view.patientId,
    pubkey: account?.pubkey ?? '',
    role: 'PATIENT',
    sessionId,
    mustChangePassword: false,
    mustVerifyPhone: false,
  };
}

/**
 * POST: does what the link says, once. Confirm records that the patient will come (the state
 * stays Planed); cancel is the patient's own cancel, refused after the cut-off. The link is spent
 * by compare-and-swap in the same transaction as the change, so two clicks do it once.
 */
export async function useAppointmentLink(deps: ClinicDeps, token: string, client: Client): Promise<AppointmentLink> {
  const resolved = await resolve(deps, token);
  const { link, view } = resolved;
  if (link.usedAt) throw new AppError('CLINIC_LINK_USED');
  if (deps.clock.now().getTime() >= link.expiresAt.getTime()) throw new AppError('CLINIC_LINK_EXPIRED');
  const caller = await patientCaller(deps, view, client);
  const names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  if (link.action === 'cancel') await checkTransition(deps, 'cancel', view, caller, undefined);
  else if (view.status !== 'planed') throw new AppError('CLINIC_APPOINTMENT_STALE');
  await deps.transact(async (repos, tx) => {
    if (!(await repos.links.markUsed(link.id, deps.clock.now()))) throw new AppError('CLINIC_LINK_USED');
    if (link.action === 'cancel') return applyTransition(deps, tx, 'cancel', view, {}, caller, names);
    if (!(await repos.sweep.lockPlaned(view.id))) throw new AppError('CLINIC_APPOINTMENT_STALE');
    const after = toAppointment(view, names);
    await deps.audit.record(
      caller,
      { action: 'appointment.attendance_confirm', entity: 'appointment', entityId: after.id, after },
      { tx },
    );
    return after;
  });
  return viewAppointmentLink(deps, token);
}
