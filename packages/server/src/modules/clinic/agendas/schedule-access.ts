import { AppError } from '../../../lib/http/app-error.js';
import { seesSchedule, type ClinicActor } from '../appointment-access.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';

/**
 * Who may change a calendar: the doctor their own, staff their clinic's doctors', admins any.
 * What is out of the actor's scope is not found (no existence leak, PRODUCT.md §3).
 */
export async function managedDoctor(deps: ClinicDeps, actor: ClinicActor, pubkey: string) {
  const doctor = await doctorOf(deps, pubkey);
  if (!seesSchedule(actor, doctor)) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
  return doctor;
}

/** An agenda the actor may see and change, with its doctor's profile (clinic calendar, room). */
export async function managedAgenda(deps: ClinicDeps, actor: ClinicActor, pubkey: string) {
  const record = await deps.repos.agendas.findByPubkey(pubkey);
  const doctor = record && (await deps.repos.doctors.findByUserId(record.doctorId));
  if (!record || !doctor || !seesSchedule(actor, doctor)) throw new AppError('CLINIC_AGENDA_NOT_FOUND');
  return { record, doctor };
}

/** A consultation type the actor may change, with its agenda and doctor. */
export async function managedType(deps: ClinicDeps, actor: ClinicActor, pubkey: string) {
  const offered = await deps.repos.agendas.findType(pubkey);
  const record = offered && (await deps.repos.agendas.findById(offered.agenda.id));
  const doctor = record && (await deps.repos.doctors.findByUserId(record.doctorId));
  if (!offered || !record || !doctor || !seesSchedule(actor, doctor))
    throw new AppError('CLINIC_CONSULTATION_TYPE_NOT_FOUND');
  return { type: offered.type, record, doctor };
}

/** The clinic a STAFF account or a DOCTOR works in (null for admins: every clinic). */
export async function clinicOf(deps: ClinicDeps, actor: ClinicActor): Promise<number | null> {
  if (actor.role !== 'DOCTOR') return actor.etablissementId;
  return (await deps.repos.doctors.findByUserId(actor.accountId))?.etablissementId ?? null;
}

export const isAdmin = (actor: ClinicActor) => actor.role === 'ADMIN' || actor.role === 'SUPERADMIN';

/**
 * Time off is seen by admins (all), staff (their clinic's own and its doctors'), a doctor (their
 * own and their clinic's); managed by the same, but a doctor manages only their own.
 */
export function blockAccess(
  actor: ClinicActor,
  actorClinic: number | null,
  block: { doctorId: number | null; etablissementId: number },
): 'manage' | 'see' | 'none' {
  if (isAdmin(actor)) return 'manage';
  if (actorClinic === null || block.etablissementId !== actorClinic) return 'none';
  if (actor.role === 'STAFF' || block.doctorId === actor.accountId) return 'manage';
  return actor.role === 'DOCTOR' && block.doctorId === null ? 'see' : 'none';
}
