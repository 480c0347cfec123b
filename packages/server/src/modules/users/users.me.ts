import type { Caller } from '../../lib/caller.js';
import type { Profile, UpdateMe } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import { contactChanges, noticeContactChange } from './users.contact-change.js';
import type { UsersDeps } from './users.deps.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { changesIdNumber, probeIdNumber } from './users.id-number-change.js';
import { noticeIdNumber } from './users.id-number-notice.js';
import { toProfile, toUser } from './users.mapper.js';
import { nationalAddressColumns, nationalAddressOf } from './users.national-address.js';
import { assertOwner } from './users.reauth.js';
import type { NewUserRow, UserRow } from './users.table.js';

/** What of a self-edit needs the current password: a new email, phone or ID number. */
function provenChanges(account: UserRow, changes: Omit<UpdateMe, 'currentPassword' | 'nationalAddress'>) {
  const contacts = contactChanges(account, changes);
  const idNumber = changesIdNumber(account, changes.idNumber);
  return { contacts, idNumber, any: contacts.any || idNumber };
}

/**
 * A person edits their own data. A new email or phone needs the current password, is not
 * verified until confirmed again, and is told to the old address with a link to undo it; setting
 * one (or an ID number) also drops the unbound value a registration may have kept (users.table.ts).
 * A new ID number (set, replaced or cleared) needs the password too, takes one ID-number probe,
 * is refused while another module objects (users.id-number-hooks.ts: a deed in signing) and is
 * told to the account's email and phone.
 */
export async function updateMe(deps: UsersDeps, input: UpdateMe, caller: Caller): Promise<Profile> {
  const { currentPassword, nationalAddress, ...changes } = input;
  const current = await deps.repos.users.findById(caller.accountId);
  if (!current) throw new AppError('USERS_NOT_FOUND');
  // argon2 runs before the transaction, as in change-password; then the probe, counted whatever
  // the answer (the transaction's 409 would roll it back).
  const proven = provenChanges(current, changes).any;
  if (proven) await assertOwner(deps, current, currentPassword, caller.lang);
  if (changesIdNumber(current, changes.idNumber))
    await probeIdNumber(deps, caller, current.idNumber ?? current.pendingIdNumber, changes.idNumber);

  return deps
    .transact(async ({ users }, tx) => {
      const before = await users.findById(caller.accountId, { forUpdate: true });
      if (!before) throw new AppError('USERS_NOT_FOUND');
      const { email, phone } = changes;
      const changed = provenChanges(before, changes);
      // The contacts or the number moved since the check above (a concurrent edit or undo): prove it again.
      if (changed.any && !proven) await assertOwner(deps, before, undefined, caller.lang);
      const { idNumber, ...others } = changes;
      const values: Partial<NewUserRow> = { ...others };
      if (changed.idNumber) {
        await deps.idNumbers.beforeChange(before, idNumber, tx);
        Object.assign(values, { idNumber, pendingIdNumber: null });
      }
      const newIdNumber = changed.idNumber ? (idNumber ?? undefined) : undefined;
      await assertFreeIdentifiers(users, { email, phone, idNumber: newIdNumber }, before.id, caller.lang);

      if (nationalAddress !== undefined) Object.assign(values, nationalAddressColumns(nationalAddress));
      if (changed.contacts.email) Object.assign(values, { isEmailVerified: false, pendingEmail: null });
      if (changed.contacts.phone) Object.assign(values, { isPhoneVerified: false, pendingPhone: null });
      const after = (await users.update(before.id, values))!;
      await deps.audit.record(
        caller,
        {
          action: 'user.update_profile',
          entity: 'user',
          entityId: before.pubkey,
          before: { ...toUser(before), nationalAddress: nationalAddressOf(before) },
          after: { ...toUser(after), nationalAddress: nationalAddressOf(after) },
        },
        { tx },
      );
      if (changed.contacts.any) await noticeContactChange(deps, before, changed.contacts, tx);
      if (changed.idNumber) await noticeIdNumber(deps, before, 'changed', tx);
      return toProfile(after);
    })
    .catch(rethrowDuplicate(caller.lang));
}
