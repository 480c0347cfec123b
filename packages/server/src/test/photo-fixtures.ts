import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DoctorsRepository } from '../modules/clinic/doctors/doctors.repository.js';
import type { UserRow } from '../modules/users/users.table.js';
import type { TestApp } from './test-app.js';
import { multipart } from './users-fixtures.js';

/** The embedded store of a `memory://` data dir (lib/files/file-store.ts). */
const uploads = path.join(tmpdir(), `bayan-uploads-${process.pid}`);
export const storedPath = (key: string) => path.join(uploads, key);
export const storedKeys = (): string[] => {
  try {
    return readdirSync(uploads);
  } catch {
    return [];
  }
};

/** A one-pixel WebP (sharp's own). */
export const WEBP = Buffer.from(
  'UklGRjwAAABXRUJQVlA4IDAAAAAQAgCdASoBAAEAAUAmJaACdLoB+AH4AAPIAP7u/5/+oLfJnnz2//r0QeIN+dkAAAA=',
  'base64',
);

/** PUT a doctor's photo as the caller behind `headers`, answered in `lang`. */
export async function putPhoto(
  t: TestApp,
  pubkey: string,
  file: { bytes: Uint8Array; name: string; type?: string; field?: string } | undefined,
  headers: Record<string, string> = {},
  lang = 'ar',
) {
  const body = await multipart({}, file && { field: 'photo', ...file });
  return t.app.inject({
    method: 'PUT',
    url: `/api/doctors/${pubkey}/photo`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'accept-language': lang },
  });
}

/** The stored key of the doctor's photo, straight from the table. */
export const photoKeyOf = async (t: TestApp, doctor: UserRow) =>
  (await new DoctorsRepository(t.database.db).findByUserId(doctor.id))?.photoKey ?? null;
