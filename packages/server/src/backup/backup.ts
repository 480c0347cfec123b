import type { Config } from '../config.js';
import { backupEmbedded, restoreEmbedded, type Options } from './embedded.js';
import { backupPostgres, restorePostgres } from './postgres.js';

type Storage = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** `npm run backup -- <file>`: the database of this configuration and its uploads, in one archive. */
export const backup = ({ dataDir, databaseUrl }: Storage, file: string, options: Options) =>
  databaseUrl ? backupPostgres(databaseUrl, dataDir, file, options) : backupEmbedded(dataDir, file, options);

/** `npm run restore -- <file>`: an archive of `backup` into this configuration's (empty) database and DATA_DIR. */
export const restore = ({ dataDir, databaseUrl }: Storage, file: string, options: Options) =>
  databaseUrl ? restorePostgres(databaseUrl, dataDir, file, options) : restoreEmbedded(dataDir, file, options);
