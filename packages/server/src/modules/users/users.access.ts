import type { Caller, Viewer } from '../../lib/caller.js';
import { mayManageRole, type Role } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { Visibility } from './users.list-queries.js';
import type { UserRow } from './users.table.js';

/**
 * SUPERADMIN accounts are out of an ADMIN's reach: an ADMIN neither sees nor touches them, and
 * one aimed at answers 404 like a missing account (PRODUCT.md §3: no existence leak).
 */
export function visibilityOf(caller: Viewer): Visibility {
  return { hiddenRoles: caller.role === 'SUPERADMIN' ? [] : ['SUPERADMIN'] };
}

export function canSee(caller: Caller, target: Pick<UserRow, 'role'>): boolean {
  return !visibilityOf(caller).hiddenRoles.includes(target.role);
}

/** The target account if the caller may see it; 404 otherwise. */
export function visibleTarget(caller: Caller, target: UserRow | undefined): UserRow {
  if (!target || !canSee(caller, target)) throw new AppError('USERS_NOT_FOUND');
  return target;
}

/**
 * Like visibleTarget, and a DELETED account can no longer be changed. A visible account the
 * caller may not manage (a peer ADMIN, for an ADMIN: shared `mayManageRole`) answers 403; one's
 * own account is not a peer's, the self rules guard it (assertNotSelf, USERS_SELF_CONTACT).
 */
export function writableTarget(caller: Caller, target: UserRow | undefined): UserRow {
  const row = visibleTarget(caller, target);
  if (row.status === 'DELETED') throw new AppError('USERS_NOT_FOUND');
  const self = row.id === caller.accountId;
  if (!self && !mayManageRole(caller.role, row.role)) throw new AppError('USERS_NOT_MANAGEABLE');
  return row;
}

/** Only a SUPERADMIN makes a SUPERADMIN or an ADMIN (shared `grantableRoles`). */
export function assertMayGrant(caller: Caller, role: Role | undefined): void {
  if (role !== undefined && !mayManageRole(caller.role, role)) throw new AppError('USERS_ROLE_NOT_GRANTABLE');
}

/** Nobody blocks, deletes or changes the role of their own account (it could lock the last admin out). */
export function assertNotSelf(caller: Caller, target: UserRow): void {
  if (caller.accountId === target.id) throw new AppError('USERS_SELF_ACTION');
}
