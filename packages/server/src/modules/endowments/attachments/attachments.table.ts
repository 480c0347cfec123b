import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ATTACHMENT_KINDS } from '@bayan/shared';
import { endowments } from '../deeds/deeds.table.js';
import { newPubkey } from '../endowment-ids.js';

export const attachmentKindEnum = pgEnum('endowment_attachment_kind', ATTACHMENT_KINDS);

/** PRODUCT.md §5: at most 5 MiB per upload. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many files per deed. */
export const ATTACHMENTS_PER_DEED = 5;

/**
 * A deed's uploaded file (the endower's ID card or passport), checked by content and stored under a
 * random key in the users module's file store; the file's own name is only shown on download. An
 * amendment's copy of a settled deed's file is a row of its own naming the same stored key (the
 * bytes are never duplicated, and are removed only when no row names them any more); a settled
 * deed's rows cannot change (database trigger, see the migration's hand-written block).
 */
export const endowmentAttachments = pgTable(
  'endowment_attachments',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    kind: attachmentKindEnum('kind').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endowment_attachments_pubkey_key').on(t.pubkey),
    uniqueIndex('endowment_attachments_deed_file_key').on(t.endowmentId, t.fileKey),
    index('endowment_attachments_file_idx').on(t.fileKey),
    index('endowment_attachments_deed_idx').on(t.endowmentId, t.id),
    check('endowment_attachments_size_check', sql.raw(`file_size between 1 and ${ATTACHMENT_MAX_BYTES}`)),
    check('endowment_attachments_type_check', sql`${t.fileType} in ('image/jpeg', 'image/png', 'application/pdf')`),
  ],
);

export type AttachmentRow = typeof endowmentAttachments.$inferSelect;
