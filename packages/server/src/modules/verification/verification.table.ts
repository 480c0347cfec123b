import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * What a phone code is for. `endowment_claim`: a deed's party proves control of the phone the
 * endower entered for them; `clinic_consent`: a patient lets a clinic attach their account.
 */
export const otpPurposeEnum = pgEnum('otp_purpose', [
  'register',
  'phone',
  'reservation',
  'endowment_sign',
  'endowment_claim',
  'clinic_consent',
]);

export const actionTokenPurposeEnum = pgEnum('action_token_purpose', [
  'confirm_email',
  'reset_password',
  'undo_contact_change',
]);

/** What the undo link of an email or phone change puts back. */
export interface PreviousContacts {
  email: string | null;
  phone: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
}

/**
 * Phone one-time codes (PRODUCT.md §5): 6 digits, stored hashed, 5 minutes, 5 attempts counted
 * atomically in the row, so concurrent guesses cannot evaluate more than five. A code belongs to
 * an account, or (purpose `reservation`) to a visitor's reservation request, which has no account:
 * `reservation_id` is the clinic's reservations.id, left without a foreign key so this core table
 * does not depend on a module that can be switched off.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    reservationId: integer('reservation_id'),
    phone: text('phone').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    /**
     * What the code may be used for, when narrower than its purpose: a signing code names the one
     * invitation it signs (invitation, deed, version, hash). Checked with the code and keyed into its hash.
     */
    scope: text('scope'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.createdAt),
    index('phone_codes_phone_idx').on(t.phone),
    index('phone_codes_reservation_idx').on(t.reservationId),
    check(
      'phone_codes_owner_check',
      sql`(${t.userId} is null) <> (${t.reservationId} is null) and (${t.reservationId} is null) = (${t.purpose}::text <> 'reservation')`,
    ),
    check(
      'phone_codes_scope_check',
      sql`${t.scope} is null or ${t.purpose}::text in ('endowment_sign', 'endowment_claim', 'clinic_consent')`,
    ),
  ],
);

/**
 * Single-use 256-bit link tokens (email confirmation, password reset, undo of a contact change),
 * stored as their SHA-256.
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: actionTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a confirmation link proves; null for resets. */
    email: text('email'),
    /** The contacts an undo link restores; null for the other purposes. */
    previous: jsonb('previous').$type<PreviousContacts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('action_tokens_hash_key').on(t.tokenHash),
    index('action_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type ActionTokenRow = typeof actionTokens.$inferSelect;
