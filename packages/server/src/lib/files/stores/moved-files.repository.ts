import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { movedFiles, type MovedFileRow } from './stored-files.table.js';

/** The record of data-folder uploads moved into the shared store. */
export class MovedFilesRepository {
  constructor(private readonly db: Db) {}

  /** Recorded again (a move that was cut short after this step) with the figures of this copy. */
  async record(file: Pick<MovedFileRow, 'key' | 'size' | 'sha256'>): Promise<void> {
    await this.db
      .insert(movedFiles)
      .values(file)
      .onConflictDoUpdate({
        target: movedFiles.key,
        set: { size: file.size, sha256: file.sha256, movedAt: sql`now()` },
      });
  }

  list(): Promise<MovedFileRow[]> {
    return this.db.select().from(movedFiles).orderBy(movedFiles.key);
  }
}
