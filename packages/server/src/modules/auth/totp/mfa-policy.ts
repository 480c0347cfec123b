import { TOTP_ROLES_ALWAYS, TOTP_ROLES_BY_SETTING, type Role } from '@bayan/shared';
import type { AuthDeps } from '../auth.deps.js';

const always = new Set<Role>(TOTP_ROLES_ALWAYS);
const bySetting = new Set<Role>(TOTP_ROLES_BY_SETTING);

/** What a profile says of the second factor (profileSchema: totp_enabled, must_enrol_totp). */
export interface MfaFlags {
  totp_enabled: boolean;
  must_enrol_totp: boolean;
}

/** An account of a role that is never asked for a second factor, and has none yet (a sign-up). */
export const NO_MFA: MfaFlags = { totp_enabled: false, must_enrol_totp: false };

/**
 * Who must have a second factor: SUPERADMIN and ADMIN always, STAFF and DOCTOR while the
 * SUPERADMIN's setting says so; anyone else may choose one.
 */
export class MfaPolicy {
  constructor(private readonly deps: AuthDeps) {}

  async required(role: Role): Promise<boolean> {
    if (always.has(role)) return true;
    return bySetting.has(role) && (await this.deps.settings.get('mfa_required_for_staff_doctors'));
  }

  async enabled(userId: number): Promise<boolean> {
    return Boolean((await this.deps.repos.totp.find(userId))?.enabledAt);
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
