import { useMutation } from '@tanstack/react-query';
import type { User } from '@bayan/shared';
import { downloadFile } from '../../../lib/download';

type UserFile = NonNullable<User['file']>;

/** The account's upload, fetched with the session (GET /api/users/:id/file) and saved under its name. */
export function useDownloadUserFile() {
  return useMutation({
    mutationFn: (file: UserFile) => downloadFile(file.url, file.name),
    meta: { silentSuccess: true },
  });
}
