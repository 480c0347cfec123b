import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';

/**
 * An account's authenticator app (RFC 6238). The secrets are stored encrypted (totp-secret-box.ts)
 * and never answered after enrolment; `pendingSecret` waits for its first code (a new app replaces
 * the old one only once that code is right). `lastStep` is the newest 30 s step a code was taken
 * for: a step at or before it is refused, so a code cannot be used twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single-use recovery codes, argon2-hashed (lightly: they are random, password-hash.ts); a used one is deleted. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

export type TotpFactorRow = typeof totpFactors.$inferSelect;
