import { grantableRoles, mayManageRole, type Role } from '@bayan/shared';
import { useStoredProfile } from '../../../hooks/use-profile';

/**
 * What the signed-in admin may do with accounts, by the shared rule the server enforces: the
 * roles it may give, and whether it may act on an account of a role (an ADMIN: not on an ADMIN).
 */
export function useRoleManagement() {
  const role = useStoredProfile()?.role;
  return {
    grantable: role ? grantableRoles(role) : [],
    mayManage: (target: Role) => role !== undefined && mayManageRole(role, target),
  };
}
