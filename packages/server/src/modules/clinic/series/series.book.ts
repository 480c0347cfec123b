import type { AppointmentSeries, BookSeries, SeriesPreview, SeriesRule } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { ClinicActor } from '../appointment-access.js';
import { tell } from '../appointments/appointment-tell.js';
import { toAppointment } from '../appointments/appointment-view.js';
import { consentOf, planParties, type BookingParties } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { Consent } from '../patients/patients.consent.js';
import { planOccurrences, seatOccurrences, seriesConflict, toOccurrences, type Attempt } from './series-occurrences.js';
import { seriesReplayOf, type SeriesBooked } from './series.replay.js';
import { toSeries } from './series-view.js';

/** The series' people and every occurrence's plan, before any transaction. */
async function planSeries(deps: ClinicDeps, rule: SeriesRule, caller: Caller, actor: ClinicActor, notes?: string) {
  const parties = await planParties(deps, rule, caller, actor);
  const offered = await deps.repos.agendas.findType(rule.consultationType);
  if (!offered || offered.agenda.doctorId !== parties.doctor.userId || offered.type.retiredAt)
    throw new AppError('CLINIC_TYPE_NOT_OFFERED');
  const attempts = await planOccurrences(deps, parties, rule, offered.type.durationMinutes, notes);
  return { parties, typeId: offered.type.id, attempts };
}

/** Ends a transaction that must not commit (a preview). */
class DryRun extends Error {}

/**
 * POST …/appointment-series/preview: each occurrence free or in conflict, and why. Each seat is
 * really tried, through the booking's own insert, in a transaction then rolled back: the answer is
 * the one a booking would get now; nothing is kept or sent, no consent code is asked or spent.
 */
export async function previewSeries(
  deps: ClinicDeps,
  rule: SeriesRule,
  caller: Caller,
  actor: ClinicActor,
): Promise<SeriesPreview> {
  const { attempts } = await planSeries(deps, rule, caller, actor);
  try {
    await deps.transact(async (_repos, tx) => {
      await seatOccurrences(deps, tx, attempts, caller, { seriesId: null });
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return { occurrences: toOccurrences(attempts, caller.lang) };
}

/** The doctor and the patient hear of the series once each, not once per visit (no ten SMS). */
async function noticeSeries(
  deps: ClinicDeps,
  tx: Tx,
  series: AppointmentSeries,
  parties: BookingParties,
  caller: Caller,
) {
  const appointment = series.appointments[0]!;
  const count = series.appointments.length;
  if (parties.doctor.userId !== caller.accountId)
    await tell(deps, tx, parties.doctor.userId, {
      notice: 'seriesBooked',
      appointment,
      other: series.patient.name,
      count,
      series: series.appointments,
    });
  if (parties.patientId !== caller.accountId)
    await tell(deps, tx, parties.patientId, {
      notice: 'seriesBookedForYou',
      appointment,
      other: series.doctor.name,
      count,
      series: series.appointments,
    });
}

interface Planned {
  parties: BookingParties;
  typeId: number;
  attempts: Attempt[];
  consent: Consent | undefined;
}

/** The series row, its occurrences' seats, its audit event and its notices, all in `tx`. */
async function writeSeries(
  deps: ClinicDeps,
  tx: Tx,
  input: BookSeries,
  planned: Planned,
  caller: Caller,
  key: string | undefined,
): Promise<AppointmentSeries> {
  const { parties, attempts } = planned;
  const repos = deps.reposOf(tx);
  const row = await repos.series.insert({
    doctorId: parties.doctor.userId,
    patientId: parties.patientId,
    etablissementId: parties.doctor.etablissementId,
    consultationTypeId: planned.typeId,
    intervalUnit: input.unit,
    intervalN: input.every,
    count: input.count ?? null,
    untilDate: input.until ?? null,
    firstStart: new Date(input.start),
    size: attempts.filter((a) => a.plan).length,
    createdBy: caller.accountId,
    idempotencyKey: key ?? null,
  });
  const booked = await seatOccurrences(deps, tx, attempts, caller, { seriesId: row.id, consent: planned.consent });
  // All or nothing: a seat lost to a concurrent booking rolls back every seat taken before it.
  if (input.mode === 'all' && attempts.some((a) => a.reason)) throw seriesConflict(attempts, caller.lang);
  if (booked.length === 0) throw new AppError('CLINIC_SERIES_NOTHING_FREE');
  await repos.series.setSize(row.id, booked.length);
  const views = await repos.appointments.findBySeries(row.id);
  const appointments = views.map((view) => toAppointment(view, parties.names));
  const series = toSeries((await repos.series.findById(row.id))!, appointments, parties.names);
  const conflicts = attempts.filter((a) => a.reason).map((a) => a.index);
  // Each appointment's own history starts with its booking, as a single one's does.
  for (const after of appointments)
    await deps.audit.record(
      caller,
      { action: 'appointment.book', entity: 'appointment', entityId: after.id, after },
      { tx },
    );
  await deps.audit.record(
    caller,
    {
      action: 'appointment_series.book',
      entity: 'appointment_series',
      entityId: series.id,
      after: { ...series, conflicts },
    },
    { tx },
  );
  await noticeSeries(deps, tx, series, parties, caller);
  return series;
}

/**
 * POST …/appointment-series: every occurrence or none (`all`, 409 listing the conflicts), or the
 * free ones (`free-only`), in one transaction. An Idempotency-Key replays the first series.
 */
export async function bookSeries(
  deps: ClinicDeps,
  input: BookSeries,
  caller: Caller,
  actor: ClinicActor,
  key: string | undefined,
): Promise<SeriesBooked> {
  const replay = key === undefined ? undefined : await seriesReplayOf(deps, caller, key, input);
  if (replay) return replay;
  const { parties, typeId, attempts } = await planSeries(deps, input, caller, actor, input.notes);
  if (input.mode === 'all' && attempts.some((a) => a.reason)) throw seriesConflict(attempts, caller.lang);
  const consent = await consentOf(deps, parties, caller, actor, { code: input.consentCode });
  const planned = { parties, typeId, attempts, consent };
  try {
    const series = await deps.transact((_repos, tx) => writeSeries(deps, tx, input, planned, caller, key));
    return { series, replayed: false };
  } catch (error) {
    // A concurrent request with the same key may have written the series: it is the answer.
    const raced = key === undefined ? undefined : await seriesReplayOf(deps, caller, key, input);
    if (raced) return raced;
    throw error;
  }
}
