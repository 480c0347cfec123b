import type { Role } from '@bayan/shared';

/** The caller behind a valid access token, as the database sees it now (role and status re-read). */
export interface AuthContext {
  userId: number;
  pubkey: string;
  role: Role;
  sessionId: string;
  /** Every route but force-password (and logout) answers 403 until the password is changed. */
  mustChangePassword: boolean;
}
