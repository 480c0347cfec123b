import type { AppointmentSeries, CancelSeries } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { tell } from '../appointments/appointment-tell.js';
import { toAppointment } from '../appointments/appointment-view.js';
import { checkTransition, moveStatus } from '../appointments/appointments.transition.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { loadSeries, toSeries, visibleSeries } from './series-view.js';

const ACTIVE = new Set(['pending', 'planed']);

/**
 * POST …/appointment-series/:id/cancel: `from` and the series' later occurrences still to come
 * (Pending or Planed, not started), each by the cancel's own rules (who, a reason), in one
 * transaction: a concurrent change to any of them (compare-and-swap) cancels none. The patient
 * gets one notice naming how many were canceled from when, not one per appointment.
 */
export async function cancelSeriesFrom(
  deps: ClinicDeps,
  pubkey: string,
  body: CancelSeries,
  caller: Caller,
  actor: ClinicActor,
): Promise<AppointmentSeries> {
  const view = await visibleSeries(deps, pubkey, actor);
  const before = await loadSeries(deps, view);
  const rows = await deps.repos.appointments.findBySeries(view.series.id);
  const from = rows.find((row) => row.pubkey === body.from);
  if (!from) throw new AppError('CLINIC_APPOINTMENT_NOT_FOUND');
  const now = deps.clock.now().getTime();
  const targets = rows.filter(
    (row) => ACTIVE.has(row.status) && row.startAt >= from.startAt && row.startAt.getTime() > now,
  );
  if (targets.length === 0) throw new AppError('CLINIC_SERIES_NOTHING_TO_CANCEL');
  for (const row of targets) await checkTransition(deps, 'cancel', row, caller, body.reason);
  const names = await deps.users.accounts.names([view.series.doctorId, view.series.patientId]);
  return deps.transact(async (repos, tx) => {
    for (const row of targets) {
      await moveStatus(deps, tx, row, 'canceled', caller, body.reason);
      const after = toAppointment((await repos.appointments.findById(row.id))!, names);
      await deps.audit.record(
        caller,
        {
          action: 'appointment.cancel',
          entity: 'appointment',
          entityId: after.id,
          before: toAppointment(row, names),
          after: { ...after, reason: body.reason },
        },
        { tx },
      );
    }
    const all = (await repos.appointments.findBySeries(view.series.id)).map((row) => toAppointment(row, names));
    const series = toSeries(view, all, names);
    const canceled = targets.map((row) => row.pubkey);
    await deps.audit.record(
      caller,
      {
        action: 'appointment_series.cancel',
        entity: 'appointment_series',
        entityId: series.id,
        before,
        after: { ...series, canceled, reason: body.reason },
      },
      { tx },
    );
    const first = all.find((a) => a.id === canceled[0])!;
    const patientId = view.series.patientId;
    if (patientId !== caller.accountId) {
      const tidings = {
        notice: 'seriesCanceled' as const,
        appointment: first,
        other: series.doctor.name,
        count: canceled.length,
        reason: body.reason,
        // Its email calls off each of them in the patient's calendar: a METHOD:CANCEL .ics each.
        series: all.filter((appointment) => canceled.includes(appointment.id)),
      };
      await tell(deps, tx, patientId, tidings);
    }
    return series;
  });
}
