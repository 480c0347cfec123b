import type { Language } from '../i18n/languages.js';
import { AUTH_AUDIT_ACTIONS, type AuthAuditPayloads } from '../auth/auth-audit.js';
import { CLINIC_AUDIT_ACTIONS, type ClinicAuditPayloads } from '../clinic/clinic-audit.js';
import { ENDOWMENTS_AUDIT_ACTIONS, type EndowmentsAuditPayloads } from '../endowments/endowments-audit.js';
import { fold } from '../modules/fold.js';
import { NAMES_AUDIT_ACTIONS, type NamesAuditPayloads } from '../names/names-audit.js';
import { NOTIFICATIONS_AUDIT_ACTIONS, type NotificationsAuditPayloads } from '../notifications/notifications-audit.js';
import { OUTBOX_AUDIT_ACTIONS, type OutboxAuditPayloads } from '../outbox/outbox-audit.js';
import { SETTINGS_AUDIT_ACTIONS, type SettingsAuditPayloads } from '../settings/settings-audit.js';
import { USERS_AUDIT_ACTIONS, type UsersAuditPayloads } from '../users/users-audit.js';
import type { AuditActionDefinition } from './audit-definition.js';

/** Each module's audit actions, one line per module that records any. */
export const MODULE_AUDIT_ACTIONS = {
  auth: AUTH_AUDIT_ACTIONS,
  users: USERS_AUDIT_ACTIONS,
  names: NAMES_AUDIT_ACTIONS,
  settings: SETTINGS_AUDIT_ACTIONS,
  notifications: NOTIFICATIONS_AUDIT_ACTIONS,
  outbox: OUTBOX_AUDIT_ACTIONS,
  clinic: CLINIC_AUDIT_ACTIONS,
  endowments: ENDOWMENTS_AUDIT_ACTIONS,
} as const satisfies Record<string, Record<string, AuditActionDefinition>>;

/** Every audit action the server records, folded from the modules' lists. */
export const AUDIT_ACTIONS = /* @__PURE__ */ fold(MODULE_AUDIT_ACTIONS);

/** Each action's before/after, one line per module. */
export interface AuditPayloads
  extends
    AuthAuditPayloads,
    UsersAuditPayloads,
    NamesAuditPayloads,
    SettingsAuditPayloads,
    NotificationsAuditPayloads,
    OutboxAuditPayloads,
    ClinicAuditPayloads,
    EndowmentsAuditPayloads {}

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditEntity = (typeof AUDIT_ACTIONS)[AuditAction]['entity'];

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
export const AUDIT_ENTITIES = [...new Set(Object.values(AUDIT_ACTIONS).map((a) => a.entity))] as AuditEntity[];

/** What each kind of record is called, in the events screen's entity column and filter and in the exports. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, Record<Language, string>> = {
  user: { ar: 'حساب', en: 'Account' },
  name: { ar: 'اسم', en: 'Name' },
  setting: { ar: 'إعداد', en: 'Setting' },
  notification: { ar: 'إشعار', en: 'Notification' },
  message: { ar: 'رسالة صادرة', en: 'Outgoing message' },
  appointment: { ar: 'موعد', en: 'Appointment' },
  appointment_series: { ar: 'سلسلة مواعيد', en: 'Appointment series' },
  doctor: { ar: 'طبيب', en: 'Doctor' },
  patient: { ar: 'مريض', en: 'Patient' },
  etablissement: { ar: 'عيادة', en: 'Clinic' },
  speciality: { ar: 'تخصص', en: 'Speciality' },
  service: { ar: 'خدمة', en: 'Service' },
  section: { ar: 'قسم', en: 'Section' },
  room: { ar: 'غرفة', en: 'Room' },
  agenda: { ar: 'جدول مواعيد', en: 'Agenda' },
  consultation_type: { ar: 'نوع استشارة', en: 'Consultation type' },
  block: { ar: 'وقت محجوب', en: 'Time off' },
  reservation: { ar: 'طلب حجز', en: 'Reservation request' },
  waitlist_entry: { ar: 'طلب انتظار', en: 'Waitlist entry' },
  rating: { ar: 'تقييم', en: 'Rating' },
  promotion: { ar: 'عرض', en: 'Offer' },
  campaign: { ar: 'حملة', en: 'Campaign' },
  registration: { ar: 'تسجيل في حملة', en: 'Campaign registration' },
  calendar_feed: { ar: 'رابط تقويم', en: 'Calendar link' },
  endowment: { ar: 'وقف', en: 'Endowment' },
};

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);
const isAuditEntity = (value: string): value is AuditEntity => Object.hasOwn(AUDIT_ENTITY_LABELS, value);

/** An action in words ("Name edited"), or its code when this version does not declare it. */
export function auditActionLabel(action: string, lang: Language): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].label[lang] : action;
}

/** An entity in words ("Account"), or its code when this version does not know it. */
export function auditEntityLabel(entity: string, lang: Language): string {
  return isAuditEntity(entity) ? AUDIT_ENTITY_LABELS[entity][lang] : entity;
}

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
