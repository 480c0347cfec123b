import type { FileStore } from './file-store.js';

/**
 * Stores the bytes under a new random key, then runs `write` with that key. If `write` fails the
 * stored bytes are removed again, so a refused change leaves no orphan file behind.
 */
export async function withStoredBytes<T>(
  files: FileStore,
  bytes: Buffer,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = await files.put(bytes);
  try {
    return await write(key);
  } catch (error) {
    await files.remove(key);
    throw error;
  }
}

/** Drops a file that a committed change has replaced; a leftover file is harmless, a failed reply is not. */
export async function discardFile(files: FileStore, key: string | null | undefined): Promise<void> {
  if (key) await files.remove(key).catch(() => undefined);
}
