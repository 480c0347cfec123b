import type { Caller } from '../../lib/caller.js';
import type { Profile, UpdateMe } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { UsersDeps } from './users.deps.js';
import { assertFreeIdentifiers, rethrowDuplicate } from './users.duplicates.js';
import { toProfile, toUser } from './users.mapper.js';
import type { NewUserRow } from './users.table.js';

/**
 * A person edits their own data. A new email or phone is not verified until confirmed again;
 * setting one (or an ID number) also drops the unbound value a registration may have kept (users.table.ts).
 */
export async function updateMe(deps: UsersDeps, input: UpdateMe, caller: Caller): Promise<Profile> {
  return deps
    .transact(async ({ users }, tx) => {
      const before = await users.findById(caller.accountId, { forUpdate: true });
      if (!before) throw new AppError('USERS_NOT_FOUND');
      const { email, phone, idNumber } = input;
      await assertFreeIdentifiers(users, { email, phone, idNumber: idNumber ?? undefined }, before.id, caller.lang);

      const values: Partial<NewUserRow> = { ...input };
      if (email !== undefined && email !== before.email?.toLowerCase()) {
        Object.assign(values, { isEmailVerified: false, pendingEmail: null });
      }
      if (phone !== undefined && phone !== before.phone) {
        Object.assign(values, { isPhoneVerified: false, pendingPhone: null });
      }
      if (idNumber !== undefined) values.pendingIdNumber = null;
      const after = (await users.update(before.id, values))!;
      await deps.audit.record(
        caller,
        {
          action: 'user.update_profile',
          entity: 'user',
          entityId: before.pubkey,
          before: toUser(before),
          after: toUser(after),
        },
        { tx },
      );
      return toProfile(after);
    })
    .catch(rethrowDuplicate(caller.lang));
}
