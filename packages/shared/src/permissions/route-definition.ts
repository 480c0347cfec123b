import type { ModuleName } from '../modules/modules.js';
import type { Role } from './roles.js';

/**
 * Who may call a route: anyone, any logged-in account, or the listed roles.
 * SUPERADMIN may always do what ADMIN may (PRODUCT.md §3), so lists name ADMIN only.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path without the optional /v1 prefix; the server answers at both. */
  path: string;
  access: Access;
  /** Still callable while the account must change its password (PRODUCT.md §5, force-password). */
  beforePasswordChange?: true;
  /** Still callable while a sign-up must confirm its phone (settings: otp_required_at_signup). */
  beforePhoneVerification?: true;
  /** Still callable while an account that must have a second factor has none (TOTP enrolment). */
  beforeTotpEnrolment?: true;
  /** The 401 error code an anonymous call gets instead of AUTH_REQUIRED (the spec's "Please log in to …"). */
  loginError?: string;
  /**
   * Served only while this business module is on, though a core module answers it: the patient's
   * sign-up (auth) exists for the clinic. Off, the route is not registered (404), as the module's own.
   */
  module?: ModuleName;
}

export const ADMINS = ['ADMIN'] as const satisfies readonly Role[];
export const SUPERADMINS = ['SUPERADMIN'] as const satisfies readonly Role[];
