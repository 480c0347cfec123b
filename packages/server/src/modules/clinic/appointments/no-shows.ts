import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How many of a patient's appointments ended as NoShow (PRODUCT §7, final): a subquery column for
 * the lists the care team reads, counted by appointments_patient_start_idx.
 */
export const noShowsOf = (patientId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from appointments no_shows where no_shows.patient_id = ${patientId} and no_shows.status = 'no_show')`.mapWith(
    Number,
  );
