import type { Caller } from '../../lib/caller.js';
import { fullName, type CreateUser, type UserRecord } from '@bayan/shared';
import type { FileStore } from '../../lib/files/file-store.js';
import type { UsersDeps } from './users.deps.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertMayGrant } from './users.access.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { withStoredFile } from './users.files.js';
import { probeIdNumber } from './users.id-number-change.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import { toUser } from './users.mapper.js';
import { welcomeEmail } from './users.messages.js';
import { assertStrongPassword, generatePassword } from './users.password.js';
import { rethrowUnknownClinic, staffClinic } from './users.staff-clinic.js';
import { newPubkey } from './users.pubkey.js';
import type { Tx } from '../../lib/module/transaction.js';

/**
 * An admin creates an account (PRODUCT.md §5): the spec's defaults, a password to change at the
 * first login, and when the admin chose none, a generated one sent to the user by email. An ID
 * number takes one of the caller's ID-number probes before the duplicate check answers.
 */
export async function createUser(
  deps: UsersDeps,
  files: FileStore,
  input: CreateUser,
  upload: UploadedFile | undefined,
  caller: Caller,
): Promise<UserRecord> {
  assertMayGrant(caller, input.role);
  const { password: chosen, ...given } = input;
  const fields = {
    ...given,
    etablissementPubkey: staffClinic(input.role, given.etablissementPubkey, undefined, caller.lang),
  };
  if (chosen) {
    const { firstName, fatherName, grandfatherName, lastName, email, phone, idNumber } = fields;
    assertStrongPassword(chosen, [firstName, fatherName, grandfatherName, lastName, email, phone, idNumber]);
  }
  await probeIdNumber(deps, caller, null, fields.idNumber);
  await assertFreeIdentifiers(deps.repos.users, fields, undefined, caller.lang);
  const password = chosen ?? generatePassword();
  const passwordHash = await hashPassword(password);

  const row = await withStoredFile(files, upload, (file) =>
    deps.transact(async ({ users }, tx) => {
      const created = await users.insert({
        ...fields,
        ...file,
        pubkey: newPubkey(),
        passwordHash,
        mustChangePassword: true,
      });
      await deps.audit.record(
        caller,
        {
          action: 'user.create',
          entity: 'user',
          entityId: created.pubkey,
          after: toUser(created),
        },
        { tx },
      );
      // The generated password reaches the user only by this email: it commits with the account.
      if (!chosen) await sendPassword(deps, { name: fullName(created), email: fields.email }, password, tx);
      return created;
    }),
  )
    .catch(rethrowUnknownClinic(caller.lang))
    .catch(rethrowDuplicate(caller.lang));

  return toUser(row);
}

async function sendPassword(deps: UsersDeps, to: { name: string; email: string }, password: string, tx: Tx) {
  const loginUrl = `${deps.config.publicUrl}/login`;
  await deps.outbox.send({ channel: 'email', recipient: to.email, ...welcomeEmail({ ...to, password, loginUrl }) }, tx);
}
