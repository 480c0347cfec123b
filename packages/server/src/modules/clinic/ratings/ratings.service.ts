import type {
  DoctorReviewsPage,
  DoctorReviewsQuery,
  ListRatingsQuery,
  MyDoctor,
  Page,
  RateAppointment,
  Rating,
} from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { rateAppointment } from './rate-appointment.js';
import { listRatings, moderateRating } from './ratings.moderation.js';
import { doctorReviews, myDoctors, myRatings } from './ratings.read.js';

/**
 * Verified ratings (issue 11, `clinic.ratings`): a patient rates their own Done appointment once,
 * the stars count at once, comments wait for staff; and the doctors a patient has seen.
 */
export class RatingsService {
  constructor(private readonly deps: ClinicDeps) {}

  rate = (appointment: string, body: RateAppointment, caller: Caller): Promise<Rating> =>
    rateAppointment(this.deps, appointment, body, caller);

  doctorReviews = (doctor: string, query: DoctorReviewsQuery): Promise<DoctorReviewsPage> =>
    doctorReviews(this.deps, doctor, query);

  mine = (caller: Caller): Promise<{ data: Rating[] }> => myRatings(this.deps, caller);

  myDoctors = (caller: Caller): Promise<{ data: MyDoctor[] }> => myDoctors(this.deps, caller);

  async list(query: ListRatingsQuery, caller: Caller): Promise<Page<Rating>> {
    return listRatings(this.deps, query, await actorOf(this.deps, caller));
  }

  async moderate(pubkey: string, decision: 'approved' | 'rejected', caller: Caller): Promise<Rating> {
    return moderateRating(this.deps, pubkey, decision, caller, await actorOf(this.deps, caller));
  }
}
