import type { Block, CreateBlock } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { Names } from '../appointments/appointment-view.js';
import { formatInstant } from '../availability/civil-date.js';
import { offsetMinutesAt } from '../availability/time-zone.js';
import { blockPeriod } from './block-period.js';
import type { BlockRecord } from './blocks.repository.js';
import { seatFreed } from '../waitlist/seat-freed.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import { blockAccess, clinicOf, managedDoctor } from '../agendas/schedule-access.js';
import { guardSchedule, reportStranded } from '../agendas/schedule-guard.js';

/** Every doctor a clinic's time off applies to; a doctor's, just them. */
const CLINIC_DOCTORS_MAX = 10_000;

const local = (at: Date, timeZone: string) => formatInstant(at.getTime(), offsetMinutesAt(timeZone, at.getTime()));

export function toBlock(record: BlockRecord, names: Names): Block {
  return {
    id: record.pubkey,
    doctor: record.doctorId === null ? null : (names.get(record.doctorId) ?? { pubkey: '', name: '' }),
    etablissementPubkey: record.etablissementPubkey,
    start: local(record.start, record.timeZone),
    end: local(record.end, record.timeZone),
    reason: record.reason,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function viewBlock(repos: ClinicRepos, id: number, names: Names): Promise<Block> {
  const record = await repos.blocks.findById(id);
  if (!record) throw new Error(`block ${id} vanished inside its own transaction`);
  return toBlock(record, names);
}

/** Whose time off: a doctor the actor manages, or a clinic (staff their own, admins any; never a doctor). */
export async function scopeOf(
  deps: ClinicDeps,
  input: Pick<CreateBlock, 'doctorPubkey' | 'etablissementPubkey'>,
  actor: ClinicActor,
) {
  if (input.doctorPubkey) {
    const doctor = await managedDoctor(deps, actor, input.doctorPubkey);
    return { doctorId: doctor.userId, etablissementId: null, doctors: [doctor], timeZone: doctor.timeZone };
  }
  if (actor.role === 'DOCTOR') throw new AppError('CLINIC_SCHEDULE_FORBIDDEN');
  const clinic = await deps.repos.etablissements.findByPubkey(input.etablissementPubkey!);
  const scoped = actor.role !== 'STAFF' || clinic?.id === actor.etablissementId;
  if (!clinic || !scoped) throw new AppError('CLINIC_ETABLISSEMENT_NOT_FOUND');
  const doctors = await deps.repos.doctors.findMany({ etablissement: clinic.pubkey }, CLINIC_DOCTORS_MAX);
  return { doctorId: null, etablissementId: clinic.id, doctors, timeZone: clinic.timeZone };
}

/** Refused with the active appointments it covers (CLINIC_BLOCK_STRANDS_BOOKINGS), under the doctors' locks. */
export async function createBlock(deps: ClinicDeps, input: CreateBlock, caller: Caller, actor: ClinicActor) {
  const { doctors, timeZone, ...owner } = await scopeOf(deps, input, actor);
  const { start, end } = blockPeriod(input, timeZone, caller.lang);
  const names = await deps.users.accounts.names(owner.doctorId === null ? [] : [owner.doctorId]);
  return reportStranded(deps, caller.lang, () =>
    deps.transact(async (repos, tx) => {
      const block = { ...owner, start, end };
      const code = 'CLINIC_BLOCK_STRANDS_BOOKINGS';
      await guardSchedule(deps, tx, doctors, { overlapping: { start, end } }, { block }, code);
      const period = `[${start.toISOString()},${end.toISOString()})`;
      const { id } = await repos.blocks.insert({ ...owner, period, reason: input.reason });
      const after = await viewBlock(repos, id, names);
      await deps.audit.record(caller, { action: 'block.create', entity: 'block', entityId: after.id, after }, { tx });
      return after;
    }),
  );
}

/**
 * A doctor's own time off is theirs, their clinic's staff's and the admins' to remove; a clinic's
 * is its staff's and the admins' (a doctor sees it, 403). Removing time off strands nothing.
 */
export async function deleteBlock(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) {
  const record = await deps.repos.blocks.findByPubkey(pubkey);
  if (!record) throw new AppError('CLINIC_BLOCK_NOT_FOUND');
  const access = blockAccess(actor, await clinicOf(deps, actor), record);
  if (access === 'none') throw new AppError('CLINIC_BLOCK_NOT_FOUND');
  if (access === 'see') throw new AppError('CLINIC_SCHEDULE_FORBIDDEN');
  const names = await deps.users.accounts.names(record.doctorId === null ? [] : [record.doctorId]);
  // The seats the time off covered are free again: a clinic's holiday frees each of its doctors'.
  const doctorIds =
    record.doctorId === null
      ? (await deps.repos.doctors.findMany({ etablissement: record.etablissementPubkey }, 1000)).map((d) => d.userId)
      : [record.doctorId];
  await deps.transact(async (repos, tx) => {
    if (!(await repos.blocks.delete(record.id))) throw new AppError('CLINIC_BLOCK_NOT_FOUND');
    const before = toBlock(record, names);
    await deps.audit.record(caller, { action: 'block.delete', entity: 'block', entityId: before.id, before }, { tx });
    for (const doctorId of doctorIds) await seatFreed(deps, tx, { doctorId, from: record.start, to: record.end });
  });
}
