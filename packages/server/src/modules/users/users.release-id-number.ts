import type { Caller } from '../../lib/caller.js';
import type { ReleaseIdNumber, UserRecord } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import { visibleTarget } from './users.access.js';
import type { UsersDeps } from './users.deps.js';
import { noticeIdNumber } from './users.id-number-notice.js';
import { toUser } from './users.mapper.js';

/**
 * The support path (issue 29): an ID number is only what an account typed, so its real holder
 * may find it taken. A SUPERADMIN releases it from the account that shows it (a DELETED account
 * too: it still holds the number), with a reason: the number and an unbound copy of it are
 * cleared, the other modules forget it (afterRelease; no beforeChange: this is the override),
 * the account is told, and the release is audited with the reason, all in one transaction.
 * Only a SUPERADMIN reaches it (its route's access, shared users-routes.ts).
 */
export async function releaseIdNumber(
  deps: UsersDeps,
  pubkey: string,
  { reason }: ReleaseIdNumber,
  caller: Caller,
): Promise<UserRecord> {
  return deps.transact(async ({ users }, tx) => {
    const before = visibleTarget(caller, await users.findByPubkey(pubkey, { forUpdate: true }));
    const idNumber = before.idNumber ?? before.pendingIdNumber;
    if (idNumber === null) throw new AppError('USERS_NO_ID_NUMBER');
    const pending = before.pendingIdNumber === idNumber ? { pendingIdNumber: null } : {};
    const after = (await users.update(before.id, { idNumber: null, ...pending }))!;
    await deps.idNumbers.afterRelease({ accountId: before.id, idNumber }, tx);
    await deps.audit.record(
      caller,
      {
        action: 'user.release_id_number',
        entity: 'user',
        entityId: before.pubkey,
        before: toUser(before),
        after: { ...toUser(after), reason },
      },
      { tx },
    );
    await noticeIdNumber(deps, before, 'released', tx);
    return toUser(after);
  });
}
