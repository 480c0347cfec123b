import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. A folder by default; an S3-compatible store can implement the same. */
export interface FileStore {
  /** Stores the bytes under a new random key and returns that key. */
  put(bytes: Buffer): Promise<string>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{32}$/;

/** Files under `<dataDir>/uploads`, named by 192 random bits (never by the uploader's name). */
export function localFileStore(dataDir: string): FileStore {
  const root = dataDir.startsWith('memory://')
    ? path.join(tmpdir(), `bayan-uploads-${process.pid}`)
    : path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid file key');
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      await mkdir(root, { recursive: true });
      const key = randomBytes(24).toString('base64url');
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    read: (key) => createReadStream(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
