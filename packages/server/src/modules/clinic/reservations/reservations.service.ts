import type { AcceptReservation, CreateReservation, ListReservationsQuery } from '@bayan/shared';
import type { Caller, Client } from '../../../lib/caller.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { readPublicReservation, resendReservationCode, verifyReservation } from './reservations.code.js';
import { createReservation } from './reservations.create.js';
import { acceptReservation, declineReservation } from './reservations.decide.js';
import { findReservations } from './reservations.list.js';

/** A visitor's appointment requests (spec §7 `appointment-reservation`) and the staff's decisions on them. */
export class ReservationsService {
  constructor(private readonly deps: ClinicDeps) {}

  create = (body: CreateReservation, client: Client) => createReservation(this.deps, body, client);
  verify = (id: string, body: { token: string; code: string }, client: Client) =>
    verifyReservation(this.deps, id, body, client);
  resend = (id: string, token: string, client: Client) => resendReservationCode(this.deps, id, token, client);
  read = (id: string, token: string, client: Client) => readPublicReservation(this.deps, id, token, client.lang);

  async list(query: ListReservationsQuery, caller: Caller) {
    return findReservations(this.deps, query, await actorOf(this.deps, caller));
  }

  async accept(id: string, body: AcceptReservation, caller: Caller) {
    return acceptReservation(this.deps, id, body, caller, await actorOf(this.deps, caller));
  }

  async decline(id: string, reason: string, caller: Caller) {
    return declineReservation(this.deps, id, reason, caller, await actorOf(this.deps, caller));
  }
}
