import { auditActions } from '../audit/audit-definition.js';
import type { Profile } from './auth-contract.js';

export const AUTH_AUDIT_ACTIONS = auditActions({
  'auth.login': { entity: 'user' },
  'auth.login_failed': { entity: 'user' },
  'auth.logout': { entity: 'user' },
  'auth.register': { entity: 'user' },
  'auth.confirm_email': { entity: 'user' },
  'auth.confirm_phone': { entity: 'user' },
  'auth.password_change': { entity: 'user' },
  'auth.password_reset_request': { entity: 'user' },
  'auth.password_reset': { entity: 'user' },
  'auth.refresh_reuse': { entity: 'user' },
});

/** Actions that record who and when, and no change. */
type NoPayload = { before?: never; after?: never };
type EmailState = { email: string | null; pendingEmail: string | null; isEmailVerified: boolean };
type PhoneState = { phone: string | null; pendingPhone: string | null; isPhoneVerified: boolean };

export interface AuthAuditPayloads {
  'auth.login': NoPayload;
  'auth.login_failed': NoPayload;
  'auth.logout': NoPayload;
  'auth.register': { after: Profile };
  'auth.confirm_email': { before: EmailState; after: EmailState };
  'auth.confirm_phone': { before: PhoneState; after: PhoneState };
  'auth.password_change': { after: { forced: boolean } };
  'auth.password_reset_request': NoPayload;
  'auth.password_reset': NoPayload;
  'auth.refresh_reuse': { after: { family: string } };
}
