import type { Config } from '../config.js';
import { backupEmbedded, restoreEmbedded, type Options } from './embedded.js';
import { backupPostgres, restorePostgres } from './postgres.js';

type Storage = Pick<Config, 'dataDir' | 'databaseUrl' | 'files'>;

/** What the operator must know besides: uploads kept in S3 are not in the archive. */
const notes = ({ files }: Storage) =>
  files.kind === 's3'
    ? [
        `Uploads are kept in S3 (bucket ${files.s3.bucket} at ${files.s3.endpoint}), not in this archive: ` +
          'back the bucket up with its own versioning or replication.',
      ]
    : [];

/** `npm run backup -- <file>`: the database of this configuration with its uploads, in one archive. */
export async function backup(storage: Storage, file: string, options: Options): Promise<string[]> {
  if (storage.databaseUrl) await backupPostgres(storage.databaseUrl, file, options);
  else await backupEmbedded(storage.dataDir, file, options);
  return notes(storage);
}

/** `npm run restore -- <file>`: an archive of `backup` into this configuration's (empty) database. */
export async function restore(storage: Storage, file: string, options: Options): Promise<string[]> {
  if (storage.databaseUrl) await restorePostgres(storage.databaseUrl, file, options);
  else await restoreEmbedded(storage.dataDir, file, options);
  return notes(storage);
}
