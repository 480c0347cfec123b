import { auditActions } from '../audit/audit-definition.js';
import type { User } from './users-contract.js';

export const USERS_AUDIT_ACTIONS = auditActions({
  'user.create': { entity: 'user' },
  'user.update': { entity: 'user' },
  'user.toggle_status': { entity: 'user' },
  'user.delete': { entity: 'user' },
  'user.update_profile': { entity: 'user' },
  'user.undo_contact_change': { entity: 'user' },
});

export interface UsersAuditPayloads {
  'user.create': { after: User };
  /** `passwordReset` when the admin set a new password (the password itself is never recorded). */
  'user.update': { before: User; after: User & { passwordReset?: true } };
  'user.toggle_status': { before: User; after: User };
  'user.delete': { before: User; after: User };
  'user.update_profile': { before: User; after: User };
  /** The undo link of an email or phone change: the previous contacts back, every session ended. */
  'user.undo_contact_change': { before: User; after: User };
}
