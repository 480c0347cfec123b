import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return undefined;
  throw error;
};

/**
 * Takes group and other permission bits off `root` and everything under it, and returns the
 * paths it changed. The data folder holds password hashes, reset tokens and the JWT secret; the
 * process umask keeps new files private, but PGlite writes its initial database files 0666
 * whatever the umask, and a folder made by an older version is open too. Symbolic links are not
 * followed: what they point to is not the server's to change.
 */
export async function makePrivate(root: string): Promise<string[]> {
  const changed: string[] = [];
  const visit = async (entry: string): Promise<void> => {
    const stat = await lstat(entry).catch(missing);
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      await chmod(entry, stat.mode & 0o700).catch(missing);
      changed.push(entry);
    }
    if (!stat.isDirectory()) return;
    for (const name of (await readdir(entry).catch(missing)) ?? []) await visit(path.join(entry, name));
  };
  await visit(root);
  return changed;
}
