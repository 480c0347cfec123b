import type { Caller } from '../../lib/caller.js';
import type { Profile, UpdateMe } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import { contactChanges, noticeContactChange } from './users.contact-change.js';
import type { UsersDeps } from './users.deps.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { toProfile, toUser } from './users.mapper.js';
import { nationalAddressColumns, nationalAddressOf } from './users.national-address.js';
import { assertOwner } from './users.reauth.js';
import type { NewUserRow } from './users.table.js';

/**
 * A person edits their own data. A new email or phone needs the current password, is not
 * verified until confirmed again, and is told to the old address with a link to undo it; setting
 * one (or an ID number) also drops the unbound value a registration may have kept (users.table.ts).
 */
export async function updateMe(deps: UsersDeps, input: UpdateMe, caller: Caller): Promise<Profile> {
  const { currentPassword, nationalAddress, ...changes } = input;
  const current = await deps.repos.users.findById(caller.accountId);
  if (!current) throw new AppError('USERS_NOT_FOUND');
  // argon2 runs before the transaction, as in change-password.
  const proven = contactChanges(current, changes).any;
  if (proven) await assertOwner(deps, current, currentPassword, caller.lang);

  return deps
    .transact(async ({ users }, tx) => {
      const before = await users.findById(caller.accountId, { forUpdate: true });
      if (!before) throw new AppError('USERS_NOT_FOUND');
      const { email, phone, idNumber } = changes;
      const changed = contactChanges(before, changes);
      // The contacts moved since the check above (a concurrent edit or undo): prove it again.
      if (changed.any && !proven) await assertOwner(deps, before, undefined, caller.lang);
      await assertFreeIdentifiers(users, { email, phone, idNumber: idNumber ?? undefined }, before.id, caller.lang);

      const values: Partial<NewUserRow> = { ...changes };
      if (nationalAddress !== undefined) Object.assign(values, nationalAddressColumns(nationalAddress));
      if (changed.email) Object.assign(values, { isEmailVerified: false, pendingEmail: null });
      if (changed.phone) Object.assign(values, { isPhoneVerified: false, pendingPhone: null });
      if (idNumber !== undefined) values.pendingIdNumber = null;
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
      if (changed.any) await noticeContactChange(deps, before, changed, tx);
      return toProfile(after);
    })
    .catch(rethrowDuplicate(caller.lang));
}
