import type { AppointmentSeries, BookSeries } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { replayable } from '../../../lib/http/idempotency.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { loadSeries } from './series-view.js';

export interface SeriesBooked {
  series: AppointmentSeries;
  /** An Idempotency-Key seen before: the first series, not a new one. */
  replayed: boolean;
}

/** A key used before: the same rule within 24 h gets the first series back; anything else is refused. */
export async function seriesReplayOf(
  deps: ClinicDeps,
  caller: Caller,
  key: string,
  input: BookSeries,
): Promise<SeriesBooked | undefined> {
  const earlier = await deps.repos.series.findByIdempotencyKey(caller.accountId, key);
  if (!earlier) return undefined;
  const series = await loadSeries(deps, earlier);
  const same =
    series.doctor.pubkey === input.doctorPubkey &&
    series.patient.pubkey === input.patientPubkey &&
    series.consultationType === input.consultationType &&
    Date.parse(series.start) === Date.parse(input.start) &&
    series.unit === input.unit &&
    series.every === input.every &&
    series.count === (input.count ?? null) &&
    series.until === (input.until ?? null);
  if (!same || !replayable(deps.clock, earlier.series.createdAt)) throw new AppError('CLINIC_IDEMPOTENCY_KEY_REUSED');
  return { series, replayed: true };
}
