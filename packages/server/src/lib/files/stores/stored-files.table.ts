import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea.js';
import { MAX_STORED_BYTES } from '../file-store.js';

/** A stored file's bytes are cut into rows of this size (the last one shorter). */
export const STORED_CHUNK_BYTES = 256 * 1024;

/**
 * Uploads kept in PostgreSQL itself (the default with DATABASE_URL): one row per file, named by its
 * random key, its bytes in `stored_file_chunks`. Written in one transaction, so a file is whole or absent.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stored_files_size_check', sql`${t.size} between 0 and ${sql.raw(String(MAX_STORED_BYTES))}`)],
);

/** A file's bytes, `n` counting from 0, each STORED_CHUNK_BYTES long but the last. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileKey, t.n] }),
    check(
      'stored_file_chunks_size_check',
      sql`octet_length(${t.data}) between 1 and ${sql.raw(String(STORED_CHUNK_BYTES))}`,
    ),
  ],
);

/**
 * The data-folder uploads a process moved into the shared store at start (lib/files/stores/
 * move-local-files.ts), with the size and SHA-256 the copy was checked against: written before the
 * local file is deleted.
 */
export const movedFiles = pgTable('moved_files', {
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MovedFileRow = typeof movedFiles.$inferSelect;
