import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SIGNATURE_METHODS, SIGNER_ROLES, SIGNER_STATES } from '@bayan/shared';
import { bytea } from '../../../db/bytea.js';
import { users } from '../../users/users.table.js';
import { endowments, endowmentStatusEnum } from '../deeds/deeds.table.js';
import { newPubkey } from '../endowment-ids.js';

export const signerRoleEnum = pgEnum('endowment_signer_role', SIGNER_ROLES);
export const signerStateEnum = pgEnum('endowment_signer_state', SIGNER_STATES);
export const signatureMethodEnum = pgEnum('endowment_signature_method', SIGNATURE_METHODS);

/**
 * A submitted version of a deed (waqf notes §8): the canonical snapshot exactly as hashed, its
 * SHA-256 and the code of its public verification page (128 random bits). The snapshot and hash
 * never change once written, and the FINAL PDF (bytes and SHA-256), once stored, neither: a
 * database trigger refuses it (see the migration's hand-written block).
 */
export const endowmentVersions = pgTable(
  'endowment_versions',
  {
    id: serial('id').primaryKey(),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshotText: text('snapshot_text').notNull(),
    contentHash: text('content_hash').notNull(),
    verifyCode: text('verify_code').notNull().$defaultFn(newPubkey),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** Set when the endower reopened the deed: this version's signatures were revoked. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    pdf: bytea('pdf'),
    pdfHash: text('pdf_hash'),
  },
  (t) => [
    uniqueIndex('endowment_versions_deed_version_key').on(t.endowmentId, t.version),
    uniqueIndex('endowment_versions_verify_code_key').on(t.verifyCode),
    check('endowment_versions_version_check', sql`${t.version} >= 1`),
    check('endowment_versions_hash_check', sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
    check('endowment_versions_pdf_check', sql`(${t.pdf} is null) = (${t.pdfHash} is null)`),
  ],
);

/**
 * A signature of a version: the endower's declaration (#0, SIGNED at submission) or an invitation
 * of a supervisor or witness, bound to (deed, version, hash). The invitee is whoever logs in with
 * `id_number`; a signature keeps the hash it bound, its time, IP and user agent.
 */
export const endowmentSignatures = pgTable(
  'endowment_signatures',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => endowmentVersions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    role: signerRoleEnum('role').notNull(),
    position: integer('position').notNull(),
    /** The party's list key in the snapshot; null for the endower. */
    partyKey: text('party_key'),
    name: text('name').notNull(),
    /** Normalised ID number of the invitee: an account must hold it to see the invitation at all. */
    idNumber: text('id_number').notNull(),
    /**
     * The mobile the endower entered for this party (E.164): what the party proves control of
     * before the deed is shown to them (endowment_party_claims), and where signing codes go.
     */
    phone: text('phone'),
    state: signerStateEnum('state').notNull().default('INVITED'),
    method: signatureMethodEnum('method'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The hash the signer confirmed (equal to `content_hash`), the account that signed, from where. */
    signedHash: text('signed_hash'),
    signerId: integer('signer_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    reason: text('reason'),
    /** When the last reminder went out, and how many (once per reminder period). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
  },
  (t) => [
    uniqueIndex('endowment_signatures_pubkey_key').on(t.pubkey),
    uniqueIndex('endowment_signatures_slot_key').on(t.versionId, t.role, t.position),
    index('endowment_signatures_deed_idx').on(t.endowmentId, t.version),
    index('endowment_signatures_id_number_idx').on(t.idNumber),
    check(
      'endowment_signatures_signed_check',
      sql`${t.state} <> 'SIGNED' or (${t.signedAt} is not null and ${t.signedHash} is not null and ${t.method} is not null)`,
    ),
    check('endowment_signatures_revoked_check', sql`${t.state} <> 'REVOKED' or ${t.revokedAt} is not null`),
    check('endowment_signatures_rejected_check', sql`${t.state} <> 'REJECTED' or ${t.rejectedAt} is not null`),
    check('endowment_signatures_hash_check', sql`${t.signedHash} is null or ${t.signedHash} = ${t.contentHash}`),
    check('endowment_signatures_endower_check', sql`(${t.role} = 'ENDOWER') = (${t.partyKey} is null)`),
  ],
);

/**
 * Who proved to be a party: the account that held the party's ID number and proved control of the
 * phone the endower entered for them (a code sent to it, or that phone confirmed on the account).
 * One account per (deed, ID number, phone): once claimed, another account holding that ID number
 * later (after a release) cannot take the party over; a new phone entered by the endower needs a
 * new proof. Only a SUPERADMIN's release of the number drops the account's claims.
 */
export const endowmentPartyClaims = pgTable(
  'endowment_party_claims',
  {
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    phone: text('phone').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id),
    /** `CODE`: a code sent to the phone was entered; `ACCOUNT_PHONE`: the account's confirmed phone is it. */
    method: text('method').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.endowmentId, t.idNumber, t.phone] }),
    index('endowment_party_claims_account_idx').on(t.accountId),
    check('endowment_party_claims_method_check', sql`${t.method} in ('CODE', 'ACCOUNT_PHONE')`),
  ],
);

/** The deed's audited transitions, as its timeline shows them (the events table has them too). */
export const endowmentTransitions = pgTable(
  'endowment_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: endowmentStatusEnum('from_status'),
    toStatus: endowmentStatusEnum('to_status'),
    version: integer('version').notNull(),
    contentHash: text('content_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('endowment_transitions_deed_idx').on(t.endowmentId, t.id)],
);

/** The last document number given in each Hijri year: bumped in the finalising transaction (gap-free). */
export const endowmentDocCounters = pgTable(
  'endowment_doc_counters',
  {
    hijriYear: integer('hijri_year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('endowment_doc_counters_last_check', sql`${t.last} between 1 and 999999`)],
);

export type VersionRow = typeof endowmentVersions.$inferSelect;
export type SignatureRow = typeof endowmentSignatures.$inferSelect;
export type ClaimRow = typeof endowmentPartyClaims.$inferSelect;
export type TransitionRow = typeof endowmentTransitions.$inferSelect;
