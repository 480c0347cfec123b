import { AUTH_AUDIT_ACTIONS, type AuthAuditPayloads } from '../auth/auth-audit.js';
import { NAMES_AUDIT_ACTIONS, type NamesAuditPayloads } from '../names/names-audit.js';
import { NOTIFICATIONS_AUDIT_ACTIONS, type NotificationsAuditPayloads } from '../notifications/notifications-audit.js';
import { SETTINGS_AUDIT_ACTIONS, type SettingsAuditPayloads } from '../settings/settings-audit.js';
import { USERS_AUDIT_ACTIONS, type UsersAuditPayloads } from '../users/users-audit.js';

/** Every audit action the server records, one line per module. */
export const AUDIT_ACTIONS = {
  ...AUTH_AUDIT_ACTIONS,
  ...USERS_AUDIT_ACTIONS,
  ...NAMES_AUDIT_ACTIONS,
  ...SETTINGS_AUDIT_ACTIONS,
  ...NOTIFICATIONS_AUDIT_ACTIONS,
};

/** Each action's before/after, one line per module. */
export interface AuditPayloads
  extends
    AuthAuditPayloads,
    UsersAuditPayloads,
    NamesAuditPayloads,
    SettingsAuditPayloads,
    NotificationsAuditPayloads {}

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditEntity = (typeof AUDIT_ACTIONS)[AuditAction]['entity'];

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
export const AUDIT_ENTITIES = [...new Set(Object.values(AUDIT_ACTIONS).map((a) => a.entity))] as AuditEntity[];

/**
 * One audit event as a module writes it: a declared action, its entity, and that action's payload.
 * Old rows may name actions no longer declared; they are still read and shown by their code.
 */
export type AuditRecord = {
  [A in AuditAction]: {
    action: A;
    entity: (typeof AUDIT_ACTIONS)[A]['entity'];
    entityId?: string | number | null;
  } & AuditPayloads[A];
}[AuditAction];
