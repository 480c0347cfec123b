import type { User } from '@bayan/shared';
import type { Actor } from '../../lib/actor.js';
import type { ServiceDeps } from '../../services.js';
import { assertNotSelf, writableTarget, type Viewer } from './users.access.js';
import { toUser } from './users.mapper.js';

/** Soft delete (status DELETED): the account stays for the audit trail; its sessions end now. */
export async function deleteUser(deps: ServiceDeps, pubkey: string, viewer: Viewer, actor: Actor): Promise<void> {
  await deps.transact(async ({ users, events, sessions }) => {
    const before = writableTarget(viewer, await users.findByPubkey(pubkey, { forUpdate: true }));
    assertNotSelf(viewer, before);
    const after = (await users.update(before.id, { status: 'DELETED' }))!;
    await sessions.revokeAllForUser(before.id, deps.clock.now());
    await events.record(actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: before.pubkey,
      before: toUser(before),
      after: toUser(after),
    });
  });
}

/** ACTIVE ↔ BLOCKED (an INACTIVE account becomes ACTIVE). Blocking ends the account's sessions. */
export async function toggleStatus(deps: ServiceDeps, ref: string, viewer: Viewer, actor: Actor): Promise<User> {
  return deps.transact(async ({ users, events, sessions }) => {
    const before = writableTarget(viewer, await users.findByRef(ref, { forUpdate: true }));
    assertNotSelf(viewer, before);
    const status = before.status === 'ACTIVE' ? 'BLOCKED' : 'ACTIVE';
    const after = (await users.update(before.id, { status }))!;
    if (status === 'BLOCKED') await sessions.revokeAllForUser(before.id, deps.clock.now());
    const user = toUser(after);
    await events.record(actor, {
      action: 'user.toggle_status',
      entity: 'user',
      entityId: before.pubkey,
      before: toUser(before),
      after: user,
    });
    return user;
  });
}
