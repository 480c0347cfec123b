import { ROLES, type Role } from './roles.js';

/** Accounts only a SUPERADMIN manages: an ADMIN neither grants these roles nor acts on such an account. */
const SUPERADMIN_MANAGED: readonly Role[] = ['SUPERADMIN', 'ADMIN'];

/**
 * Whether an account with role `actor` may manage (edit, block, delete, reset the password of,
 * upload a file for) an account with role `target`. A SUPERADMIN manages everyone; an ADMIN
 * manages the roles below ADMIN, never a peer ADMIN nor a SUPERADMIN; other roles manage nobody.
 * The server enforces it, the web app offers only what it allows.
 */
export function mayManageRole(actor: Role, target: Role): boolean {
  if (actor === 'SUPERADMIN') return true;
  if (actor !== 'ADMIN') return false;
  return !SUPERADMIN_MANAGED.includes(target);
}

/** The roles `actor` may give an account (create with, change to): exactly those it may manage. */
export function grantableRoles(actor: Role): Role[] {
  return ROLES.filter((role) => mayManageRole(actor, role));
}
