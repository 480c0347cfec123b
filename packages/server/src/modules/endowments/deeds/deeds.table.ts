import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ENDOWMENT_STATUSES, ENDOWMENT_TYPES, SUPERVISION_MODES } from '@bayan/shared';
import { users } from '../../users/users.table.js';
import { newPubkey } from '../endowment-ids.js';

export const endowmentStatusEnum = pgEnum('endowment_status', ENDOWMENT_STATUSES);
export const endowmentTypeEnum = pgEnum('endowment_type', ENDOWMENT_TYPES);
export const supervisionModeEnum = pgEnum('supervision_mode', SUPERVISION_MODES);

/**
 * A waqf deed (waqf notes §9), owned by its endower's account. While a DRAFT its text fields hold
 * what was typed (autosave keeps partial work); `revision` makes every save a compare-and-swap, so
 * a stale tab cannot overwrite newer work. The endower's own data is a person row (role ENDOWER).
 */
export const endowments = pgTable(
  'endowments',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    status: endowmentStatusEnum('status').notNull().default('DRAFT'),
    revision: integer('revision').notNull().default(1),
    type: endowmentTypeEnum('type'),
    /** The deed's date as typed (YYYY-MM-DD once complete): what the draft reads back. */
    gregorianInput: text('gregorian_input').notNull().default(''),
    /** The same date when it is a real one (lists sort and show it); null while it is not. */
    gregorianDate: date('gregorian_date', { mode: 'string' }),
    /** The Hijri date as the endower typed it, kept for audit (waqf notes §7). */
    hijriInput: text('hijri_input').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    notes: text('notes').notNull().default(''),
    supervisionMode: supervisionModeEnum('supervision_mode'),
    ultimateBeneficiary: text('ultimate_beneficiary').notNull().default(''),
    /** The create call's Idempotency-Key and a hash of its body: a retry gets the same draft. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Introduction and notes folded by ar_normalize, for the list's search (the names are the persons'). */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`ar_normalize(introduction || ' ' || notes || ' ' || ultimate_beneficiary)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endowments_pubkey_key').on(t.pubkey),
    uniqueIndex('endowments_idempotency_key').on(t.ownerId, t.idempotencyKey),
    index('endowments_owner_idx').on(t.ownerId, t.updatedAt),
    check('endowments_revision_check', sql`${t.revision} >= 1`),
    check('endowments_idempotency_check', sql`(${t.idempotencyKey} is null) = (${t.requestHash} is null)`),
  ],
);

export type EndowmentRow = typeof endowments.$inferSelect;
export type NewEndowmentRow = typeof endowments.$inferInsert;
