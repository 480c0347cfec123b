import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/job-type.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { ClinicDeps } from '../clinic.deps.js';

/** A doctor's seats may have freed over [from, to) (epoch ms): the waitlist's offers are looked for, apart. */
export const seatFreedJob = defineJob(
  'clinic.waitlist.seat',
  z.object({ doctorId: z.number().int(), from: z.number(), to: z.number() }),
  5,
);

/**
 * Called in the transaction of whatever frees a seat (a cancel, a reject, a move, a lapsed hold,
 * time off removed, an agenda widened): the offer job commits with the change or not at all. One
 * job per doctor, span and `cause` (the appointment whose seat freed) is queued however often the
 * same change is retried (its unique key); two seats of one slot freed together are two jobs, so
 * a job already running when the second frees cannot swallow it.
 */
export async function seatFreed(
  deps: Pick<ClinicDeps, 'jobs' | 'clock'>,
  tx: Tx,
  span: { doctorId: number; from: Date; to: Date; cause?: number },
): Promise<void> {
  const from = span.from.getTime();
  const to = span.to.getTime();
  if (to <= deps.clock.now().getTime()) return;
  await deps.jobs.enqueue(
    seatFreedJob,
    { doctorId: span.doctorId, from, to },
    { tx, uniqueKey: `clinic.waitlist.seat:${span.doctorId}:${from}:${to}:${span.cause ?? ''}` },
  );
}

const DAY = 86_400_000;

/** An agenda made or changed: its days (a day either side, for any zone) may hold new seats. */
export const agendaSpan = (doctorId: number, agenda: { startDate: string; endDate: string }) => ({
  doctorId,
  from: new Date(Date.parse(agenda.startDate) - DAY),
  to: new Date(Date.parse(agenda.endDate) + 2 * DAY),
});
