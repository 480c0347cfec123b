import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { storedFileChunks, storedFiles } from './stored-files.table.js';

/** The PostgreSQL store's rows: files and their chunks. */
export class StoredFilesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` with this repository inside one transaction: a file is written whole or not at all. */
  transaction<T>(work: (files: StoredFilesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new StoredFilesRepository(tx as unknown as Db)));
  }

  /** A new file row under `key`, dropping any earlier one and its chunks. */
  async replace(key: string, size: number): Promise<void> {
    await this.remove(key);
    await this.db.insert(storedFiles).values({ key, size });
  }

  async insertChunk(fileKey: string, n: number, data: Buffer): Promise<void> {
    await this.db.insert(storedFileChunks).values({ fileKey, n, data });
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const [row] = await this.db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key));
    return row?.size;
  }

  async chunk(fileKey: string, n: number): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileKey, fileKey), eq(storedFileChunks.n, n)));
    return row?.data;
  }

  /** Its chunks go with it (on delete cascade). */
  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}
