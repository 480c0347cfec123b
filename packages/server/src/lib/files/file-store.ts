import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Where uploaded files live. A folder by default; an S3-compatible store can implement the same. */
export interface FileStore {
  /** Stores the bytes under a new random key and returns that key. */
  put(bytes: Buffer): Promise<string>;
  /** The file behind a key, or undefined when it is gone (so the caller can answer 404, not a broken stream). */
  read(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{32}$/;

/** The folder of DATA_DIR that holds uploaded files (what a backup takes with the database). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Files under `<dataDir>/uploads`, named by 192 random bits (never by the uploader's name). */
export function localFileStore(dataDir: string): FileStore {
  const root = dataDir.startsWith('memory://')
    ? path.join(tmpdir(), `bayan-uploads-${process.pid}`)
    : uploadsDir(dataDir);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid file key');
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const key = randomBytes(24).toString('base64url');
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async read(key) {
      const handle = await open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
