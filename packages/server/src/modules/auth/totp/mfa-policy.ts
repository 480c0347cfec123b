import { TOTP_ROLES_ALWAYS, TOTP_ROLES_BY_SETTING, type MfaMethod, type Role } from '@bayan/shared';
import type { AuthDeps } from '../auth.deps.js';

const always = new Set<Role>(TOTP_ROLES_ALWAYS);
const bySetting = new Set<Role>(TOTP_ROLES_BY_SETTING);

/**
 * What a profile says of the second factor (profileSchema: totp_enabled, must_enrol_totp):
 * `totp_enabled` is whether the account has one, an authenticator app or a passkey.
 */
export interface MfaFlags {
  totp_enabled: boolean;
  must_enrol_totp: boolean;
}

/** An account of a role that is never asked for a second factor, and has none yet (a sign-up). */
export const NO_MFA: MfaFlags = { totp_enabled: false, must_enrol_totp: false };

/**
 * Who must have a second factor: SUPERADMIN and ADMIN always, STAFF and DOCTOR while the
 * SUPERADMIN's setting says so; anyone else may choose one. A second factor is an authenticator
 * app (TOTP) or a passkey, either serves: a passkey is a stronger factor than a code (bound to
 * the site, not phishable), so an account that must enrol may enrol a passkey instead of an app,
 * and it then owes nothing more. Removing the last factor of such an account is refused (the
 * app's disable, a passkey's removal).
 */
export class MfaPolicy {
  constructor(private readonly deps: AuthDeps) {}

  async required(role: Role): Promise<boolean> {
    if (always.has(role)) return true;
    return bySetting.has(role) && (await this.deps.settings.get('mfa_required_for_staff_doctors'));
  }

  async enabled(userId: number): Promise<boolean> {
    return (await this.methods(userId)).length > 0;
  }

  /** The second factors the account has: its app (turned on), its passkeys (one or more). */
  async methods(userId: number): Promise<MfaMethod[]> {
    const totp = Boolean((await this.deps.repos.totp.find(userId))?.enabledAt);
    const passkeys = (await this.deps.repos.passkeys.countOf(userId)) > 0;
    return [...(totp ? (['totp'] as const) : []), ...(passkeys ? (['passkey'] as const) : [])];
  }

  /** Which of these accounts have a second factor (the users list's `totpEnabled`). */
  async enabledAmong(userIds: readonly number[]): Promise<Set<number>> {
    const apps = await this.deps.repos.totp.enabledAmong(userIds);
    const keys = await this.deps.repos.passkeys.ownersAmong(userIds);
    return new Set([...apps, ...keys]);
  }

  /** An account that must have a second factor and has none: only its enrolment answers (access.ts). */
  async mustEnrol(user: { id: number; role: Role }): Promise<boolean> {
    return (await this.required(user.role)) && !(await this.enabled(user.id));
  }

  async flags(user: { id: number; role: Role }): Promise<MfaFlags> {
    const enabled = await this.enabled(user.id);
    return { totp_enabled: enabled, must_enrol_totp: !enabled && (await this.required(user.role)) };
  }
}
