import type { DoctorReview, Rating } from '@bayan/shared';
import type { RatingView } from './ratings.repository.js';

export type Names = Map<number, { pubkey: string; name: string }>;

const nobody = { pubkey: '', name: '' };

/** A rating as the API shows it to its patient and the moderators, with both parties' names. */
export function toRating(view: RatingView, names: Names): Rating {
  return {
    id: view.pubkey,
    appointment: view.appointmentPubkey,
    doctor: names.get(view.doctorId) ?? nobody,
    patient: names.get(view.patientId) ?? nobody,
    stars: view.stars,
    comment: view.comment,
    state: view.state,
    createdAt: view.createdAt.toISOString(),
  };
}

/** The public face of a patient: first name and the initial of the family name ("Huda A."). */
export function authorOf(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function toReview(row: {
  pubkey: string;
  stars: number;
  comment: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}): DoctorReview {
  return {
    id: row.pubkey,
    stars: row.stars,
    comment: row.comment,
    author: authorOf(row.firstName, row.lastName),
    createdAt: row.createdAt.toISOString(),
  };
}
