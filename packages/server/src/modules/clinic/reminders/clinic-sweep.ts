import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/job-type.js';
import { sendReminder } from './appointment-reminders.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { eachApart } from './each-apart.js';
import { rejectOverduePending } from './pending-sweep.js';

/** How often the clinic looks for late Pending requests and due reminders. */
export const SWEEP_EVERY_MS = 60_000;

/** The clinic's periodic work; `at` names the minute it is for (its unique key). */
export const clinicSweepJob = defineJob('clinic.sweep', z.object({ at: z.number().int() }), 3);

const slot = (time: number) => Math.floor(time / SWEEP_EVERY_MS) * SWEEP_EVERY_MS;

/**
 * Queues the sweep for the minute of `time`. Every process does at start and each sweep queues the
 * next minute's, all under one unique key per minute, so however many servers run there is one
 * live sweep per minute, and a restart picks the chain up again. Running twice is harmless anyway:
 * what it does is compare-and-swap and once-only rows.
 */
export function queueSweep(deps: ClinicDeps, time: number) {
  const at = slot(time);
  return deps.jobs.enqueue(clinicSweepJob, { at }, { runAt: new Date(at), uniqueKey: `clinic.sweep:${at}` });
}

type Outcome = { count: number } | { error: unknown };
const settle = (work: Promise<number>): Promise<Outcome> =>
  work.then(
    (count) => ({ count }),
    (error: unknown) => ({ error }),
  );

/**
 * One pass: Pending requests past their deadline are rejected, then the reminders due go out, then
 * waitlist entries whose days are over expire; a failure in one does not hold the others back (all
 * are thrown after).
 */
export async function sweepClinic(deps: ClinicDeps): Promise<{ rejected: number; reminded: number }> {
  const rejecting = await settle(rejectOverduePending(deps));
  const due = await deps.repos.sweep.dueReminders(deps.clock.now());
  const reminding = await settle(eachApart(due, ({ id, kind }) => sendReminder(deps, id, kind)));
  // Waitlist entries whose days have passed leave the list (and their patient's live count).
  const expiring = await settle(deps.repos.waitlist.expireStale(deps.clock.now()));
  if ('error' in rejecting) throw rejecting.error;
  if ('error' in reminding) throw reminding.error;
  if ('error' in expiring) throw expiring.error;
  return { rejected: rejecting.count, reminded: reminding.count };
}

/** Registers the sweep's handler: it sweeps, then queues the next minute's, whatever the sweep met. */
export function handleSweeps(deps: ClinicDeps): void {
  deps.jobs.handle(clinicSweepJob, async ({ at }) => {
    try {
      await sweepClinic(deps);
    } finally {
      await queueSweep(deps, Math.max(at, deps.clock.now().getTime()) + SWEEP_EVERY_MS);
    }
  });
}
