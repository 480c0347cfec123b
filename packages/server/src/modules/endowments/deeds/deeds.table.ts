import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
import {
  ENDOWMENT_STATUSES,
  ENDOWMENT_TYPES,
  MAX_DEED_AMOUNT_HALALAS,
  REWARD_KINDS,
  SUPERVISION_MODES,
} from '@bayan/shared';
import { users } from '../../users/users.table.js';
import { newPubkey } from '../endowment-ids.js';

export const endowmentStatusEnum = pgEnum('endowment_status', ENDOWMENT_STATUSES);
export const endowmentTypeEnum = pgEnum('endowment_type', ENDOWMENT_TYPES);
export const supervisionModeEnum = pgEnum('supervision_mode', SUPERVISION_MODES);
export const rewardKindEnum = pgEnum('endowment_reward_kind', REWARD_KINDS);

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
    /** The endower's short name for the deed (issue 32); '' when none: lists derive one. */
    title: text('title').notNull().default(''),
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
    /**
     * The supervisor's reward (paragraph 10): its kind (none: the going rate) and its value as typed,
     * also in basis points (PERCENT) or halalas (AMOUNT) once it reads as one.
     */
    rewardKind: rewardKindEnum('reward_kind'),
    rewardValue: text('reward_value').notNull().default(''),
    rewardBp: integer('reward_bp'),
    rewardHalalas: bigint('reward_halalas', { mode: 'number' }),
    /** The create call's Idempotency-Key and a hash of its body: a retry gets the same draft. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Title, introduction and notes folded by ar_normalize, for the list's search (the names are the persons'). */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`ar_normalize(title || ' ' || introduction || ' ' || notes || ' ' || ultimate_beneficiary)`,
      ),
    // Issue 13: signing. `version` is 0 until the first submission, n while version n is out for
    // signing, n+1 once reopened; `content_hash` the current version's SHA-256 (null in DRAFT).
    version: integer('version').notNull().default(0),
    contentHash: text('content_hash'),
    /** WQF-<Hijri year>-<6-digit sequence>, from FINAL on. */
    docNumber: text('doc_number'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** The deed this one amends (a settled deed), and why. */
    amendmentOfId: integer('amendment_of_id').references((): AnyPgColumn => endowments.id),
    amendmentReason: text('amendment_reason'),
    /** REGISTERED: the court or notary deed number, its Hijri date and the scan (file store key). */
    registeredDeedNo: text('registered_deed_no'),
    registeredHijriDate: text('registered_hijri_date'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    registeredScanKey: text('registered_scan_key'),
    registeredScanName: text('registered_scan_name'),
    registeredScanType: text('registered_scan_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endowments_pubkey_key').on(t.pubkey),
    uniqueIndex('endowments_idempotency_key').on(t.ownerId, t.idempotencyKey),
    index('endowments_owner_idx').on(t.ownerId, t.updatedAt),
    check('endowments_revision_check', sql`${t.revision} >= 1`),
    check('endowments_idempotency_check', sql`(${t.idempotencyKey} is null) = (${t.requestHash} is null)`),
    uniqueIndex('endowments_doc_number_key').on(t.docNumber),
    check('endowments_version_check', sql`${t.version} >= 0`),
    check('endowments_doc_number_check', sql`${t.docNumber} is null or ${t.docNumber} ~ '^WQF-[0-9]{4}-[0-9]{6}$'`),
    check(
      'endowments_settled_check',
      sql`(${t.status} in ('FINAL', 'REGISTERED')) = (${t.docNumber} is not null and ${t.finalizedAt} is not null)`,
    ),
    check(
      'endowments_registered_check',
      sql`(${t.status} = 'REGISTERED') = (${t.registeredDeedNo} is not null and ${t.registeredHijriDate} is not null and ${t.registeredScanKey} is not null and ${t.registeredAt} is not null)`,
    ),
    check(
      'endowments_hash_check',
      sql`(${t.status} in ('DRAFT', 'WITHDRAWN')) or (${t.contentHash} is not null and ${t.version} >= 1)`,
    ),
    check('endowments_amendment_check', sql`(${t.amendmentOfId} is null) = (${t.amendmentReason} is null)`),
    index('endowments_amendment_idx').on(t.amendmentOfId),
    check(
      'endowments_reward_check',
      sql`(${t.rewardBp} is null or (${t.rewardKind} = 'PERCENT' and ${t.rewardBp} between 0 and 10000)) and (${t.rewardHalalas} is null or (${t.rewardKind} = 'AMOUNT' and ${t.rewardHalalas} between 0 and ${sql.raw(String(MAX_DEED_AMOUNT_HALALAS))}))`,
    ),
    check('endowments_reward_value_check', sql`length(${t.rewardValue}) <= 24`),
  ],
);

export type EndowmentRow = typeof endowments.$inferSelect;
export type NewEndowmentRow = typeof endowments.$inferInsert;
