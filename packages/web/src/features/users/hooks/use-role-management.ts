import { allows, AUTH_ROUTES, grantableRoles, mayManageRole, USERS_ROUTES, type Role } from '@bayan/shared';
import { useStoredProfile } from '../../../hooks/use-profile';

/**
 * What the signed-in admin may do with accounts, by the shared rule the server enforces: the
 * roles it may give, whether it may act on an account of a role (an ADMIN: not on an ADMIN), and
 * whether it may release an account's ID number or reset its second factor (the routes' access: a SUPERADMIN).
 */
export function useRoleManagement() {
  const role = useStoredProfile()?.role;
  return {
    grantable: role ? grantableRoles(role) : [],
    mayManage: (target: Role) => role !== undefined && mayManageRole(role, target),
    mayReleaseIdNumber: role !== undefined && allows(USERS_ROUTES['users.releaseIdNumber'].access, role),
    mayResetTotp: role !== undefined && allows(AUTH_ROUTES['auth.totpReset'].access, role),
  };
}
