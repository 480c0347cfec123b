import type { ClinicDeps } from '../clinic.deps.js';
import { expireHold, holdExpiryJob } from './hold-expiry.js';
import { seatFreedJob } from './seat-freed.js';
import { offerFreedSeats } from './waitlist.offer.js';

/** The waitlist's durable work: a freed seat's offers and a hold's end (both safe to run twice). */
export function handleWaitlistJobs(deps: ClinicDeps): void {
  deps.jobs.handle(seatFreedJob, async ({ doctorId, from, to }) => {
    const doctor = await deps.repos.doctors.findByUserId(doctorId);
    const account = await deps.users.accounts.findById(doctorId);
    if (!doctor || account?.status !== 'ACTIVE') return;
    await offerFreedSeats(deps, doctor, account.pubkey, { from, to });
  });
  deps.jobs.handle(holdExpiryJob, async ({ appointmentId }) => {
    await expireHold(deps, appointmentId);
  });
}
