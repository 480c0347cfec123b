import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea.js';
import { users } from '../../users/users.table.js';

/**
 * An account's passkeys (WebAuthn credentials): each is a second factor, and a passwordless login
 * when the authenticator verified its user. `credentialId` is the authenticator's id (base64url,
 * unique across accounts); `publicKey` the COSE key it signs with; `counter` its signature counter
 * (a value at or below the stored one is refused: a cloned authenticator); `transports` what the
 * browser said it speaks, handed back as hints.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenges handed to browsers, each good once for 5 minutes (passkey-challenges.ts). In the
 * database rather than in a process's memory, so that any API process may verify what another
 * issued, and so that taking one (a DELETE … RETURNING) happens once however many ask at once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'mfa', 'login'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];
