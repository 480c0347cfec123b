import type { Caller } from '../../lib/caller.js';
import type { UserRecord } from '@bayan/shared';
import type { UsersDeps } from './users.deps.js';
import { assertNotSelf, writableTarget } from './users.access.js';
import { toUser } from './users.mapper.js';

/** Soft delete (status DELETED): the account stays for the audit trail; its sessions end now. */
export async function deleteUser(deps: UsersDeps, pubkey: string, caller: Caller): Promise<void> {
  await deps.transact(async ({ users }, tx) => {
    const before = writableTarget(caller, await users.findByPubkey(pubkey, { forUpdate: true }));
    assertNotSelf(caller, before);
    const after = (await users.update(before.id, { status: 'DELETED' }))!;
    await deps.sessions.revokeAllForUser(before.id, deps.clock.now(), undefined, tx);
    await deps.audit.record(
      caller,
      {
        action: 'user.delete',
        entity: 'user',
        entityId: before.pubkey,
        before: toUser(before),
        after: toUser(after),
      },
      { tx },
    );
  });
}

/** ACTIVE ↔ BLOCKED (an INACTIVE account becomes ACTIVE). Blocking ends the account's sessions. */
export async function toggleStatus(deps: UsersDeps, ref: string, caller: Caller): Promise<UserRecord> {
  return deps.transact(async ({ users }, tx) => {
    const before = writableTarget(caller, await users.findByRef(ref, { forUpdate: true }));
    assertNotSelf(caller, before);
    const status = before.status === 'ACTIVE' ? 'BLOCKED' : 'ACTIVE';
    const after = (await users.update(before.id, { status }))!;
    if (status === 'BLOCKED') await deps.sessions.revokeAllForUser(before.id, deps.clock.now(), undefined, tx);
    const user = toUser(after);
    await deps.audit.record(
      caller,
      {
        action: status === 'BLOCKED' ? 'user.block' : 'user.unblock',
        entity: 'user',
        entityId: before.pubkey,
        before: toUser(before),
        after: user,
      },
      { tx },
    );
    return user;
  });
}
