import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { appointments } from '../appointments/appointments.table.js';
import { newPubkey } from '../clinic-ids.js';
import { doctors } from '../doctors/doctors.table.js';

export const ratingStateEnum = pgEnum('rating_state', ['pending', 'approved', 'rejected']);

/**
 * A patient's stars for one Done appointment, with an optional comment that staff approve before
 * it is public. One per appointment, by a unique index: a second one is the database's to refuse.
 * The doctor's `rating` and `rating_count` are recomputed from these rows in the same transaction.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.userId),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    // The comment's moderation; a rating without a comment has nothing to wait for (approved).
    state: ratingStateEnum('state').notNull(),
    moderatedBy: integer('moderated_by').references(() => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_pubkey_key').on(t.pubkey),
    uniqueIndex('ratings_appointment_key').on(t.appointmentId),
    // The doctor's published comments, newest first.
    index('ratings_doctor_published_idx')
      .on(t.doctorId, t.createdAt)
      .where(sql`${t.state} = 'approved' and ${t.comment} is not null`),
    index('ratings_state_created_idx').on(t.state, t.createdAt),
    index('ratings_patient_idx').on(t.patientId),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_comment_check', sql`${t.comment} is not null or ${t.state} = 'approved'`),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
export type NewRatingRow = typeof ratings.$inferInsert;
