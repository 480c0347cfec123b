import type { Doctor } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import type { FileStore, StoredFile } from '../../../lib/files/file-store.js';
import { discardFile, withStoredBytes } from '../../../lib/files/stored-upload.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { UploadedFile } from '../../../lib/http/multipart-form.js';
import type { ClinicActor } from '../appointment-access.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { assertMayChange, changeDoctor } from './doctors.update.js';
import { photoVersion } from './doctors.view.js';

export interface DoctorPhoto extends StoredFile {
  type: string;
  /** The version photoUrl names: the ETag, and whether the request may be cached for good. */
  version: string;
}

/**
 * PUT /api/doctors/:pubkey/photo: the photo (checked by content, stripped of its metadata) is
 * stored under a new random key, then the profile points at it, audited; who may is who may edit
 * the profile, a doctor included for their own. A refused change removes the new bytes again;
 * the replaced photo's bytes go once the change is committed.
 */
export async function setDoctorPhoto(
  deps: ClinicDeps,
  files: FileStore,
  pubkey: string,
  upload: UploadedFile,
  caller: Caller,
  actor: ClinicActor,
): Promise<Doctor> {
  const { doctor, previous } = await withStoredBytes(files, upload.bytes, (photoKey) =>
    changeDoctor(deps, pubkey, caller, {
      action: 'doctor.setPhoto',
      check: (current) => assertMayChange(actor, current),
      changes: async () => ({
        photoKey,
        photoType: upload.type,
        photoSize: upload.bytes.length,
        photoUpdatedAt: deps.clock.now(),
      }),
    }),
  );
  await discardFile(files, previous.photoKey);
  return doctor;
}

/** DELETE /api/doctors/:pubkey/photo: the profile has no photo any more (404 when it had none). */
export async function removeDoctorPhoto(
  deps: ClinicDeps,
  files: FileStore,
  pubkey: string,
  caller: Caller,
  actor: ClinicActor,
): Promise<Doctor> {
  const { doctor, previous } = await changeDoctor(deps, pubkey, caller, {
    action: 'doctor.removePhoto',
    check: (current) => {
      assertMayChange(actor, current);
      if (current.photoKey === null) throw new AppError('CLINIC_DOCTOR_PHOTO_NOT_FOUND');
    },
    changes: async () => ({ photoKey: null, photoType: null, photoSize: null, photoUpdatedAt: null }),
  });
  await discardFile(files, previous.photoKey);
  return doctor;
}

/** GET /api/doctors/:pubkey/photo: public, as the profile is (an ACTIVE doctor's); 404 when none. */
export async function openDoctorPhoto(deps: ClinicDeps, files: FileStore, pubkey: string): Promise<DoctorPhoto> {
  const { photoKey, photoType } = await doctorOf(deps, pubkey);
  const stored = photoKey ? await files.read(photoKey) : undefined;
  if (!stored || !photoKey || !photoType) throw new AppError('CLINIC_DOCTOR_PHOTO_NOT_FOUND');
  return { ...stored, type: photoType, version: photoVersion(photoKey) };
}
