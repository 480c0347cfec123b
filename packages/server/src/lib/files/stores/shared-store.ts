import type { Database } from '../../../db/client.js';
import type { SharedFileStore } from '../file-store.js';
import { databaseFileStore } from './database-store.js';
import type { FilesSetting } from './s3-url.js';

/**
 * The store every API process reaches, as configured: S3-compatible storage with S3_URL,
 * PostgreSQL itself with DATABASE_URL; none in the embedded default, whose folder stays.
 */
export async function openSharedFileStore(
  setting: FilesSetting,
  database: Database,
): Promise<SharedFileStore | undefined> {
  if (setting.kind === 'database') return databaseFileStore(database.db);
  if (setting.kind === 'folder') return undefined;
  // The AWS SDK is loaded only when S3 is configured: the embedded default starts without it.
  const { openS3FileStore } = await import('./s3-store.js');
  return openS3FileStore(setting.s3);
}
