import { z } from 'zod';
import { DEFAULT_SIGNING_REMINDER_DAYS, type DeedSnapshot } from '@bayan/shared';
import { defineJob } from '../../../lib/jobs/job-type.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { tellInvitee } from './party-notices.js';

const DAY_MS = 86_400_000;
/** How often pending signers are looked for. */
export const REMINDER_SWEEP_MS = 3_600_000;

/** The hourly look for signers to remind; `at` names the hour (its unique key). */
export const signingRemindersJob = defineJob('endowments.reminders', z.object({ at: z.number().int() }), 3);

const slot = (time: number) => Math.floor(time / REMINDER_SWEEP_MS) * REMINDER_SWEEP_MS;

/** Queues the sweep of the hour of `time`, once whatever the number of processes (unique key per hour). */
export function queueReminders(deps: EndowmentsDeps, time: number) {
  const at = slot(time);
  return deps.jobs.enqueue(
    signingRemindersJob,
    { at },
    { runAt: new Date(at), uniqueKey: `endowments.reminders:${at}` },
  );
}

/**
 * Reminds every supervisor or witness whose invitation to the current version is still open and was
 * sent, or last reminded, `endowment_signing_reminder_days` ago or more (default 7): the same notices
 * as the invitation, marked as a reminder. Each reminder is claimed by a compare-and-swap on the
 * invitation's `reminded_at`, in the transaction that writes its notices, so a sweep run twice (the
 * jobs deliver at least once) still sends it once.
 */
export async function remindSigners(deps: EndowmentsDeps): Promise<number> {
  const days = (await deps.settings.get('endowment_signing_reminder_days')) ?? DEFAULT_SIGNING_REMINDER_DAYS;
  const now = deps.clock.now();
  const due = await deps.repos.signing.dueReminders(new Date(now.getTime() - days * DAY_MS));
  let sent = 0;
  for (const { id, remindedAt } of due) {
    const done = await deps.transact(async (repos, tx) => {
      const signature = await repos.signing.claimReminder(id, remindedAt, now);
      if (!signature) return false;
      const version = await repos.signing.versionOf(signature.endowmentId, signature.version);
      const snapshot = JSON.parse(version?.snapshotText ?? '{"deed":{}}') as DeedSnapshot;
      const persons = [...(snapshot.deed.supervisors ?? []), ...(snapshot.deed.witnesses ?? [])];
      const deed = await repos.signing.deedById(signature.endowmentId);
      await tellInvitee(deps, repos, tx, signature, deed?.pubkey ?? '', persons, 'ar', true);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** The sweep's handler: remind, then queue the next hour's, whatever the sweep met. */
export function handleReminders(deps: EndowmentsDeps): void {
  deps.jobs.handle(signingRemindersJob, async ({ at }) => {
    try {
      await remindSigners(deps);
    } finally {
      await queueReminders(deps, Math.max(at, deps.clock.now().getTime()) + REMINDER_SWEEP_MS);
    }
  });
}
