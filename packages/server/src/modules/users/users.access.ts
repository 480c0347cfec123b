import type { Language, Role } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { Visibility } from './users.list-queries.js';
import type { UserRow } from './users.table.js';

/** The account asking, as the access layer resolved it (role re-read from the database). */
export interface Viewer {
  userId: number;
  role: Role;
  /** The request's language, for field details the service writes (duplicates). */
  lang: Language;
}

/**
 * SUPERADMIN accounts are out of an ADMIN's reach: an ADMIN neither sees nor touches them, and
 * one aimed at answers 404 like a missing account (PRODUCT.md §3: no existence leak).
 */
export function visibilityOf(viewer: Viewer): Visibility {
  return { hiddenRoles: viewer.role === 'SUPERADMIN' ? [] : ['SUPERADMIN'] };
}

export function canSee(viewer: Viewer, target: Pick<UserRow, 'role'>): boolean {
  return !visibilityOf(viewer).hiddenRoles.includes(target.role);
}

/** The target account if the viewer may see it; 404 otherwise. */
export function visibleTarget(viewer: Viewer, target: UserRow | undefined): UserRow {
  if (!target || !canSee(viewer, target)) throw new AppError('USERS_NOT_FOUND');
  return target;
}

/** Like visibleTarget, and a DELETED account can no longer be changed. */
export function writableTarget(viewer: Viewer, target: UserRow | undefined): UserRow {
  const row = visibleTarget(viewer, target);
  if (row.status === 'DELETED') throw new AppError('USERS_NOT_FOUND');
  return row;
}

/** Only a SUPERADMIN makes a SUPERADMIN. */
export function assertMayGrant(viewer: Viewer, role: Role | undefined): void {
  if (role === 'SUPERADMIN' && viewer.role !== 'SUPERADMIN') throw new AppError('FORBIDDEN');
}

/** Nobody blocks, deletes or changes the role of their own account (it could lock the last admin out). */
export function assertNotSelf(viewer: Viewer, target: UserRow): void {
  if (viewer.userId === target.id) throw new AppError('USERS_SELF_ACTION');
}
