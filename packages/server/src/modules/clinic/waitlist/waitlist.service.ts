import type { JoinWaitlist } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { confirmOffer, declineOffer, leaveWaitlist } from './waitlist.answer.js';
import { handleWaitlistJobs } from './waitlist.jobs.js';
import { joinWaitlist } from './waitlist.join.js';
import { listWaitlist } from './waitlist.list.js';

/** The waitlist (issue 35): entries, the offers made when seats free, and the patient's answers. */
export class WaitlistService {
  constructor(private readonly deps: ClinicDeps) {
    handleWaitlistJobs(deps);
  }

  join = async (body: JoinWaitlist, caller: Caller) =>
    joinWaitlist(this.deps, body, caller, await actorOf(this.deps, caller));
  list = async (query: { doctorPubkey?: string | undefined }, caller: Caller) =>
    listWaitlist(this.deps, query, await actorOf(this.deps, caller));
  leave = async (id: string, caller: Caller) => leaveWaitlist(this.deps, id, caller, await actorOf(this.deps, caller));
  confirm = async (id: string, caller: Caller) => confirmOffer(this.deps, id, caller, await actorOf(this.deps, caller));
  decline = async (id: string, caller: Caller) => declineOffer(this.deps, id, caller, await actorOf(this.deps, caller));
}
