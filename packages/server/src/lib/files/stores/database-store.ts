import { Readable } from 'node:stream';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { assertFileKey, MAX_STORED_BYTES, putBy, type SharedFileStore, type StoredFile } from '../file-store.js';
import { StoredFilesRepository } from './stored-files.repository.js';
import { STORED_CHUNK_BYTES } from './stored-files.table.js';
import { chunksOf } from './stream-bytes.js';

/**
 * Uploads in PostgreSQL itself (the default with DATABASE_URL): every API process reads what any
 * of them stored, and the database's backup holds them. A file goes in as rows of
 * STORED_CHUNK_BYTES in one transaction (whole or absent) and comes out one chunk per query, so no
 * statement carries a whole file.
 */
export function databaseFileStore(db: Db): SharedFileStore {
  const files = new StoredFilesRepository(db);
  const write = async (key: string, file: StoredFile) => {
    assertFileKey(key);
    if (file.size > MAX_STORED_BYTES) {
      file.stream.destroy();
      throw new AppError('UPLOAD_FILE_TOO_LARGE');
    }
    await files.transaction(async (tx) => {
      await tx.replace(key, file.size);
      let n = 0;
      let written = 0;
      for await (const chunk of chunksOf(file.stream, STORED_CHUNK_BYTES)) {
        written += chunk.length;
        if (written > file.size) break;
        await tx.insertChunk(key, n, chunk);
        n += 1;
      }
      if (written !== file.size) throw new Error(`file ${key}: ${written} bytes given for ${file.size}`);
    });
  };
  return {
    description: 'PostgreSQL (stored_files)',
    put: putBy(write),
    write,
    async read(key) {
      const size = await files.sizeOf(assertFileKey(key));
      if (size === undefined) return undefined;
      return { size, stream: Readable.from(chunksFrom(files, key, size), { objectMode: false }) };
    },
    remove: (key) => files.remove(assertFileKey(key)),
    close: () => undefined,
  };
}

/** The file's chunks, each read when the reader wants it; a chunk gone (the file was removed meanwhile) ends the stream in an error. */
async function* chunksFrom(files: StoredFilesRepository, key: string, size: number): AsyncGenerator<Buffer> {
  for (let n = 0; n * STORED_CHUNK_BYTES < size; n += 1) {
    const chunk = await files.chunk(key, n);
    if (!chunk) throw new Error(`file ${key} lost its chunk ${n}`);
    yield chunk;
  }
}
