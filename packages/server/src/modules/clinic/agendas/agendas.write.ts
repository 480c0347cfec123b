import { fieldMessage, type Agenda, type CreateAgenda, type UpdateAgenda } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { pgErrorOf } from '../../../db/pg-error.js';
import { AppError } from '../../../lib/http/app-error.js';
import { toMinuteWeek, viewAgenda } from './agenda-view.js';
import type { ClinicActor } from '../appointment-access.js';
import type { NewAgendaRow } from './agendas.table.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { agendaSpan, seatFreed } from '../waitlist/seat-freed.js';
import { managedAgenda, managedDoctor } from './schedule-access.js';
import { guardSchedule, reportStranded } from './schedule-guard.js';

/** A write the agendas' exclusion constraint refuses (a date shared with another agenda) answers 409. */
async function refuseOverlap<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'agendas_doctor_dates_excl') throw new AppError('CLINIC_AGENDA_OVERLAP');
    throw error;
  }
}

export async function createAgenda(deps: ClinicDeps, input: CreateAgenda, caller: Caller, actor: ClinicActor) {
  const doctor = await managedDoctor(deps, actor, input.doctorPubkey);
  const names = await deps.users.accounts.names([doctor.userId]);
  return deps.transact(async (repos, tx) => {
    const agenda = await refuseOverlap(
      repos.agendas.insert({
        doctorId: doctor.userId,
        startDate: input.startDate,
        endDate: input.endDate,
        weeklyHours: toMinuteWeek(input.weeklyHours),
        consultationDuration: input.consultationDuration,
        patientsLimit: input.patientsLimit,
      }),
    );
    for (const type of input.consultationTypes) await repos.agendas.insertType({ ...type, agendaId: agenda.id });
    await seatFreed(deps, tx, agendaSpan(doctor.userId, input));
    const after = await viewAgenda(repos.agendas, agenda.id, names);
    await deps.audit.record(caller, { action: 'agenda.create', entity: 'agenda', entityId: after.id, after }, { tx });
    return after;
  });
}

/** The agenda's own fields a PATCH sets, in the table's terms. */
function changesOf(input: UpdateAgenda): Partial<NewAgendaRow> {
  const { weeklyHours, ...rest } = input;
  return { ...rest, ...(weeklyHours ? { weeklyHours: toMinuteWeek(weeklyHours) } : {}) };
}

/**
 * Dates, hours, slot length or patients limit: refused with the appointments it would strand
 * (CLINIC_AGENDA_STRANDS_BOOKINGS), checked and written under the doctor's lock.
 */
export async function updateAgenda(
  deps: ClinicDeps,
  pubkey: string,
  input: UpdateAgenda,
  caller: Caller,
  actor: ClinicActor,
): Promise<Agenda> {
  const { record, doctor } = await managedAgenda(deps, actor, pubkey);
  const names = await deps.users.accounts.names([doctor.userId]);
  const changes = changesOf(input);
  return reportStranded(deps, caller.lang, () =>
    deps.transact(async (repos, tx) => {
      await repos.schedule.lockDoctors([doctor.userId]);
      const current = await repos.agendas.findById(record.id);
      if (!current) throw new AppError('CLINIC_AGENDA_NOT_FOUND');
      const next = { ...current, ...changes };
      if (next.endDate < next.startDate) {
        const message = fieldMessage('field.datesOrder', caller.lang);
        throw new AppError('VALIDATION_FAILED', [{ path: 'body.endDate', code: 'custom', message }]);
      }
      const before = await viewAgenda(repos.agendas, record.id, names);
      const types = (await repos.agendas.findTypes([record.id])).filter((type) => type.retiredAt === null);
      await guardSchedule(
        deps,
        tx,
        [doctor],
        { agendaId: record.id },
        { agenda: { agenda: next, types } },
        'CLINIC_AGENDA_STRANDS_BOOKINGS',
      );
      await refuseOverlap(repos.agendas.update(record.id, changes));
      // Wider hours, more seats or longer dates may hold what the waitlist waits for.
      await seatFreed(deps, tx, agendaSpan(doctor.userId, next));
      const after = await viewAgenda(repos.agendas, record.id, names);
      await deps.audit.record(
        caller,
        { action: 'agenda.update', entity: 'agenda', entityId: after.id, before, after },
        { tx },
      );
      return after;
    }),
  );
}

/** Only an agenda no appointment was ever booked on (their history keeps it): 409 otherwise. */
export async function deleteAgenda(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) {
  const { record, doctor } = await managedAgenda(deps, actor, pubkey);
  const names = await deps.users.accounts.names([doctor.userId]);
  await deps.transact(async (repos, tx) => {
    // A booking waiting on this lock then finds the agenda gone and is refused.
    await repos.schedule.lockDoctors([doctor.userId]);
    if (!(await repos.agendas.findById(record.id))) throw new AppError('CLINIC_AGENDA_NOT_FOUND');
    if (await repos.schedule.agendaInUse(record.id)) throw new AppError('CLINIC_AGENDA_IN_USE');
    const before = await viewAgenda(repos.agendas, record.id, names);
    await repos.agendas.delete(record.id);
    await deps.audit.record(caller, { action: 'agenda.delete', entity: 'agenda', entityId: before.id, before }, { tx });
  });
}
