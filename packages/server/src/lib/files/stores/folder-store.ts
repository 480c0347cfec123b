import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertFileKey, newFileKey, type FileStore } from '../file-store.js';

/** `<dataDir>/uploads`; none for an in-memory database (tests), whose uploads go to a temporary folder. */
export const uploadsFolder = (dataDir: string) =>
  dataDir.startsWith('memory://') ? undefined : path.join(dataDir, 'uploads');

/**
 * The embedded default: files under `<dataDir>/uploads`, named by 192 random bits (never by the
 * uploader's name). Only the process that owns the data folder reads them.
 */
export function localFileStore(dataDir: string): FileStore {
  const root = uploadsFolder(dataDir) ?? path.join(tmpdir(), `bayan-uploads-${process.pid}`);
  const fileOf = (key: string) => path.join(root, assertFileKey(key));
  return {
    async put(bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const key = newFileKey();
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
