import type { ConsultationType, ConsultationTypeInput, UpdateConsultationType } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { toConsultationType } from './agenda-view.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import { managedAgenda, managedType } from './schedule-access.js';
import { guardSchedule, reportStranded } from './schedule-guard.js';

async function viewType(repos: ClinicRepos, id: number, agendaPubkey: string): Promise<ConsultationType> {
  const row = await repos.agendas.findTypeById(id);
  if (!row) throw new AppError('CLINIC_CONSULTATION_TYPE_NOT_FOUND');
  return toConsultationType(row, agendaPubkey);
}

export async function addConsultationType(
  deps: ClinicDeps,
  agendaPubkey: string,
  input: ConsultationTypeInput,
  caller: Caller,
  actor: ClinicActor,
): Promise<ConsultationType> {
  const { record } = await managedAgenda(deps, actor, agendaPubkey);
  return deps.transact(async (repos, tx) => {
    const row = await repos.agendas.insertType({ ...input, agendaId: record.id });
    const after = toConsultationType(row, record.pubkey);
    const entry = {
      action: 'consultation_type.create',
      entity: 'consultation_type',
      entityId: after.id,
      after,
    } as const;
    await deps.audit.record(caller, entry, { tx });
    return after;
  });
}

/** Names, price, length, confirmation and cut-off: booked appointments keep the price and length they were booked at. */
export async function updateConsultationType(
  deps: ClinicDeps,
  pubkey: string,
  input: UpdateConsultationType,
  caller: Caller,
  actor: ClinicActor,
): Promise<ConsultationType> {
  const { type, record } = await managedType(deps, actor, pubkey);
  return deps.transact(async (repos, tx) => {
    const before = await viewType(repos, type.id, record.pubkey);
    await repos.agendas.updateType(type.id, input);
    const after = await viewType(repos, type.id, record.pubkey);
    const entry = { action: 'consultation_type.update', entity: 'consultation_type', entityId: after.id } as const;
    await deps.audit.record(caller, { ...entry, before, after }, { tx });
    return after;
  });
}

/**
 * No longer offered; never deleted (appointments point at it). Refused while it has active
 * appointments from now on (CLINIC_AGENDA_STRANDS_BOOKINGS): cancel those first. Retiring twice is a no-op.
 */
export async function retireConsultationType(
  deps: ClinicDeps,
  pubkey: string,
  caller: Caller,
  actor: ClinicActor,
): Promise<ConsultationType> {
  const { type, record, doctor } = await managedType(deps, actor, pubkey);
  return reportStranded(deps, caller.lang, () =>
    deps.transact(async (repos, tx) => {
      await repos.schedule.lockDoctors([doctor.userId]);
      const before = await viewType(repos, type.id, record.pubkey);
      if (before.retired) return before;
      const agenda = await repos.agendas.findById(record.id);
      const kept = (await repos.agendas.findTypes([record.id])).filter(
        (other) => other.retiredAt === null && other.id !== type.id,
      );
      const change = { agenda: { agenda: agenda ?? record, types: kept } };
      await guardSchedule(deps, tx, [doctor], { agendaId: record.id }, change, 'CLINIC_AGENDA_STRANDS_BOOKINGS');
      await repos.agendas.updateType(type.id, { retiredAt: deps.clock.now() });
      const after = await viewType(repos, type.id, record.pubkey);
      const entry = { action: 'consultation_type.retire', entity: 'consultation_type', entityId: after.id } as const;
      await deps.audit.record(caller, { ...entry, before, after }, { tx });
      return after;
    }),
  );
}
