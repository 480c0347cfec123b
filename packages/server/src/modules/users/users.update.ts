import type { Caller } from '../../lib/caller.js';
import type { UpdateUser, UserRecord } from '@bayan/shared';
import type { FileStore } from '../../lib/files/file-store.js';
import { AppError } from '../../lib/http/app-error.js';
import type { UsersDeps } from './users.deps.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertMayGrant, assertNotSelf, writableTarget } from './users.access.js';
import { contactChanges } from './users.contact-change.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { withStoredFile } from './users.files.js';
import { probeIdNumber } from './users.id-number-change.js';
import { discardFile } from '../../lib/files/stored-upload.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import { toUser } from './users.mapper.js';
import { assertStrongPassword } from './users.password.js';
import { rethrowUnknownClinic, staffClinic } from './users.staff-clinic.js';
import type { UserRow } from './users.table.js';

/**
 * The rules of an edit, checked first for a quick answer and again on the locked row. An admin's
 * own email, phone, ID number or password change goes through the profile, which asks for the
 * current password; here a stolen admin token could take the account over.
 */
function checkEdit(caller: Caller, row: UserRow | undefined, input: UpdateUser): UserRow {
  const target = writableTarget(caller, row);
  const changesRole = input.role !== undefined && input.role !== target.role;
  const changesStatus = input.status !== undefined && input.status !== target.status;
  if (changesRole || changesStatus) assertNotSelf(caller, target);
  if (changesRole) assertMayGrant(caller, input.role);
  const changesId = input.idNumber !== undefined && input.idNumber !== target.idNumber;
  const changesAccess = contactChanges(target, input).any || changesId || input.password !== undefined;
  if (changesAccess && caller.accountId === target.id) throw new AppError('USERS_SELF_CONTACT');
  return target;
}

/**
 * An admin edits an account; only the given fields change. A password here is a reset: it must
 * be changed at the next login and every session of the account ends. A new file replaces the old.
 * An ID number the account does not hold takes one of the caller's ID-number probes, and replacing
 * the one it holds asks the other modules first (users.id-number-hooks.ts).
 */
export async function updateUser(
  deps: UsersDeps,
  files: FileStore,
  pubkey: string,
  input: UpdateUser,
  upload: UploadedFile | undefined,
  caller: Caller,
): Promise<UserRecord> {
  const { password, ...fields } = input;
  const current = checkEdit(caller, await deps.repos.users.findByPubkey(pubkey), input);
  if (password) {
    const next = { ...current, ...fields };
    const { firstName, fatherName, grandfatherName, lastName, email, phone, idNumber } = next;
    assertStrongPassword(password, [firstName, fatherName, grandfatherName, lastName, email, phone, idNumber]);
  }
  const passwordHash = password ? await hashPassword(password) : undefined;
  await probeIdNumber(deps, caller, current.idNumber, fields.idNumber);
  const now = deps.clock.now();

  const { row, replacedKey } = await withStoredFile(files, upload, (file) =>
    deps.transact(async ({ users }, tx) => {
      const before = checkEdit(caller, await users.findById(current.id, { forUpdate: true }), input);
      await deps.idNumbers.beforeChange(before, fields.idNumber, tx);
      await assertFreeIdentifiers(users, fields, before.id, caller.lang);
      const reset = passwordHash ? { passwordHash, mustChangePassword: true, passwordChangedAt: now } : {};
      const role = fields.role ?? before.role;
      const etablissementPubkey = staffClinic(role, fields.etablissementPubkey, before, caller.lang);
      const after = (await users.update(before.id, { ...fields, ...file, ...reset, etablissementPubkey }))!;
      if (passwordHash || (after.status === 'BLOCKED' && before.status !== 'BLOCKED')) {
        await deps.sessions.revokeAllForUser(before.id, now, undefined, tx);
      }
      await deps.audit.record(
        caller,
        {
          action: 'user.update',
          entity: 'user',
          entityId: before.pubkey,
          before: toUser(before),
          after: { ...toUser(after), ...(passwordHash ? { passwordReset: true } : {}) },
        },
        { tx },
      );
      return { row: after, replacedKey: file ? before.fileKey : null };
    }),
  )
    .catch(rethrowUnknownClinic(caller.lang))
    .catch(rethrowDuplicate(caller.lang));

  await discardFile(files, replacedKey);
  return toUser(row);
}
