import type { Caller } from '../../lib/caller.js';
import { can } from '@bayan/shared';
import type { FileStore, StoredFile } from '../../lib/files/file-store.js';
import { withStoredBytes } from '../../lib/files/stored-upload.js';
import { AppError } from '../../lib/http/app-error.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import type { UsersDeps } from './users.deps.js';
import { visibleTarget } from './users.access.js';
import type { NewUserRow } from './users.table.js';

type FileColumns = Pick<NewUserRow, 'fileKey' | 'fileName' | 'fileType' | 'fileSize'>;

/**
 * Stores the upload, then runs `write` with the columns that point at it (lib/files/stored-upload.ts:
 * a refused change leaves no orphan file behind).
 */
export async function withStoredFile<T>(
  files: FileStore,
  upload: UploadedFile | undefined,
  write: (columns: FileColumns | undefined) => Promise<T>,
): Promise<T> {
  if (!upload) return write(undefined);
  return withStoredBytes(files, upload.bytes, (fileKey) =>
    write({ fileKey, fileName: upload.name, fileType: upload.type, fileSize: upload.bytes.length }),
  );
}

export interface UserFile extends StoredFile {
  name: string;
  type: string;
}

/**
 * A user's file: one's own, or anyone's for those who may read users. Everyone else gets the same
 * 404 as for a missing account, so the answer does not tell whether the account exists.
 */
export async function openUserFile(deps: UsersDeps, files: FileStore, ref: string, caller: Caller): Promise<UserFile> {
  const row = await deps.repos.users.findByRef(ref);
  const target = row?.id === caller.accountId ? row : can(caller.role, 'users.get') ? row : undefined;
  const user = visibleTarget(caller, target);
  const stored = user.fileKey ? await files.read(user.fileKey) : undefined;
  if (!stored) throw new AppError('USERS_FILE_NOT_FOUND');
  return { ...stored, name: user.fileName ?? 'file', type: user.fileType ?? 'application/octet-stream' };
}
