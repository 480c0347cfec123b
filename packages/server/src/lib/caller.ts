import type { Language, Role } from '@bayan/shared';

/** Where a request came from: what sessions and audit events record, also for anonymous calls (login). */
export interface Client {
  ip: string | null;
  userAgent: string | null;
  /** The reply language, from Accept-Language (Arabic by default). */
  lang: Language;
}

/** The account behind a valid access token, as the database sees it now (role and status re-read). */
export interface Identity {
  accountId: number;
  pubkey: string;
  role: Role;
  sessionId: string;
  /** Every route but force-password (and logout) answers 403 until the password is changed. */
  mustChangePassword: boolean;
  /** A sign-up that must confirm its phone first: only the OTP calls (and profile, logout) answer. */
  mustVerifyPhone: boolean;
  /** SUPERADMIN, ADMIN (STAFF, DOCTOR by a setting) without a second factor: only its enrolment answers. */
  mustEnrolTotp?: boolean;
}

/** Who is calling: the one shape every route hands to the services, for the rules and for the audit. */
export type Caller = Identity & Client;

/**
 * Whom an audit event names: a Caller, an anonymous Client (a failed login), or a Client acting
 * for an account it just proved (a login, a sign-up, a reset link).
 */
export type AuditActor = Omit<Client, 'lang'> & { accountId?: number | null };

/** Work nobody asked for over HTTP (seeding, after-reply jobs). */
export const SYSTEM: AuditActor = { accountId: null, ip: null, userAgent: null };

/** Who a read is for, as far as what it may show depends on them (an ADMIN sees no SUPERADMIN). */
export type Viewer = Pick<Caller, 'role'>;
