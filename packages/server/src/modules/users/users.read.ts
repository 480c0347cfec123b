import type { Caller } from '../../lib/caller.js';
import {
  fullName,
  USER_MEMBERS_MAX,
  USER_PICKER_MAX,
  type ListUsersQuery,
  type User,
  type UserPickerItem,
  type UsersPage,
  type Role,
} from '@bayan/shared';
import type { UsersDeps } from './users.deps.js';
import { visibilityOf, visibleTarget } from './users.access.js';
import { toUser } from './users.mapper.js';

/** Spec §3 users page, `{data:{data,total,page}}`; each account says whether it has a second factor. */
export async function findUsers(deps: UsersDeps, query: ListUsersQuery, caller: Caller): Promise<UsersPage> {
  const { rows, total } = await deps.repos.users.findPage({ ...query, ...visibilityOf(caller) });
  return { data: { data: await deps.secondFactors.withFactors(rows.map(toUser)), total, page: query.page } };
}

/** One account by serial id or pubkey. */
export async function getUser(deps: UsersDeps, ref: string, caller: Caller): Promise<User> {
  return deps.secondFactors.withFactor(toUser(visibleTarget(caller, await deps.repos.users.findByRef(ref))));
}

export async function pickUsers(
  deps: UsersDeps,
  query: { q?: string | undefined; role?: Role | undefined },
  caller: Caller,
): Promise<UserPickerItem[]> {
  const rows = await deps.repos.users.findPicker({ ...query, limit: USER_PICKER_MAX, ...visibilityOf(caller) });
  return rows.map((row) => ({ pubkey: row.pubkey, id: row.id, name: fullName(row), role: row.role }));
}

export async function findMembers(deps: UsersDeps): Promise<User[]> {
  return deps.secondFactors.withFactors((await deps.repos.users.findWithRole('MEMBER', USER_MEMBERS_MAX)).map(toUser));
}
