import {
  USER_MEMBERS_MAX,
  USER_PICKER_MAX,
  type ListUsersQuery,
  type User,
  type UserPickerItem,
  type UsersPage,
  type Role,
} from '@bayan/shared';
import type { ServiceDeps } from '../../services.js';
import { visibilityOf, visibleTarget, type Viewer } from './users.access.js';
import { fullName, toUser } from './users.mapper.js';

/** Spec §3 users page, `{data:{data,total,page}}`. */
export async function findUsers(deps: ServiceDeps, query: ListUsersQuery, viewer: Viewer): Promise<UsersPage> {
  const { rows, total } = await deps.repos.users.findPage({ ...query, ...visibilityOf(viewer) });
  return { data: { data: rows.map(toUser), total, page: query.page } };
}

/** One account by serial id or pubkey. */
export async function getUser(deps: ServiceDeps, ref: string, viewer: Viewer): Promise<User> {
  return toUser(visibleTarget(viewer, await deps.repos.users.findByRef(ref)));
}

export async function pickUsers(
  deps: ServiceDeps,
  query: { q?: string | undefined; role?: Role | undefined },
  viewer: Viewer,
): Promise<UserPickerItem[]> {
  const rows = await deps.repos.users.findPicker({ ...query, limit: USER_PICKER_MAX, ...visibilityOf(viewer) });
  return rows.map((row) => ({ pubkey: row.pubkey, id: row.id, name: fullName(row), role: row.role }));
}

export async function findMembers(deps: ServiceDeps): Promise<User[]> {
  return (await deps.repos.users.findWithRole('MEMBER', USER_MEMBERS_MAX)).map(toUser);
}
