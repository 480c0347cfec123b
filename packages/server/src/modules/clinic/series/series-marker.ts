import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An occurrence called off (cancelled, or refused) is no longer one of its series' visits. */
const LIVE = sql.raw(`('pending', 'planed', 'done', 'no_show')`);

interface Occurrence {
  seriesId: AnyPgColumn;
  seriesIndex: AnyPgColumn;
  status: AnyPgColumn;
  /** The series' size as booked (appointment_series.size). */
  size: AnyPgColumn;
}

/**
 * The marker of an occurrence ("2 of 5"), subquery columns for the appointment views, read by
 * appointments_series_idx. A standing occurrence counts the series' live visits: one of six
 * cancelled, the others read 1 to 5 of 5, in their booked order (a rescheduled visit keeps its
 * place). A called-off occurrence takes no number from them: it keeps the place it was booked at,
 * of the series as booked ("3 of 6"), the visit the patient was told of. Null outside a series.
 */
export function seriesMarkerColumns({ seriesId, seriesIndex, status, size }: Occurrence) {
  const live = (extra: ReturnType<typeof sql>) =>
    sql`(select count(*)::int from appointments live where live.series_id = ${seriesId} and live.status in ${LIVE}${extra})`;
  const standing = sql`${status} in ${LIVE}`;
  return {
    seriesPlace: sql<number | null>`case when ${seriesId} is null then null when ${standing}
      then ${live(sql` and live.series_index < ${seriesIndex}`)} + 1 else ${seriesIndex} end`.mapWith(Number),
    seriesCount: sql<number | null>`case when ${seriesId} is null then null when ${standing}
      then ${live(sql``)} else ${size} end`.mapWith(Number),
  };
}
