import type { DoctorReviewsPage, DoctorReviewsQuery, MyDoctor, Rating } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { toDoctor } from '../doctors/doctors.view.js';
import { toRating, toReview } from './rating-view.js';

/** A doctor's stars (average and count) and approved comments, newest first: for logged-in readers. */
export async function doctorReviews(
  deps: ClinicDeps,
  doctorPubkey: string,
  query: DoctorReviewsQuery,
): Promise<DoctorReviewsPage> {
  const doctor = await doctorOf(deps, doctorPubkey);
  const patients = deps.users.accounts.people('PATIENT');
  const { rows, total } = await deps.repos.ratings.findPublished(patients, doctor.userId, query);
  const profile = await deps.repos.doctors.findByUserId(doctor.userId);
  return {
    data: rows.map(toReview),
    total,
    currentPage: query.page,
    rating: profile?.rating ?? 0,
    ratingCount: profile?.ratingCount ?? 0,
  };
}

/** The caller's own ratings, newest first: which of their appointments they have rated. */
export async function myRatings(deps: ClinicDeps, caller: Caller): Promise<{ data: Rating[] }> {
  const views = await deps.repos.ratings.findOfPatient(caller.accountId);
  const names = await deps.users.accounts.names(views.flatMap((v) => [v.doctorId, v.patientId]));
  return { data: views.map((view) => toRating(view, names)) };
}

/** The doctors the caller has seen (a Done appointment), the latest visit first, to book again. */
export async function myDoctors(deps: ClinicDeps, caller: Caller): Promise<{ data: MyDoctor[] }> {
  const seen = await deps.repos.ratings.findSeenDoctors(caller.accountId);
  const person = deps.users.accounts.people('DOCTOR');
  const data: MyDoctor[] = [];
  for (const visit of seen) {
    const view = await deps.repos.doctorsDirectory.findView(person, visit.doctorId);
    if (!view) continue;
    const doctor = toDoctor(view);
    data.push({
      pubkey: doctor.pubkey,
      name: doctor.name,
      speciality: doctor.speciality,
      rating: doctor.rating,
      ratingCount: doctor.ratingCount,
      photoUrl: doctor.photoUrl,
      lastVisit: visit.lastVisit.toISOString(),
      timeZone: visit.timeZone,
      visits: visit.visits,
    });
  }
  return { data };
}
