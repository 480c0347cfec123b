import { auditActions } from '../audit/audit-definition.js';
import type { Profile } from './auth-contract.js';

export const AUTH_AUDIT_ACTIONS = auditActions({
  'auth.login': { entity: 'user', label: { ar: 'تسجيل دخول', en: 'Logged in' } },
  'auth.login_failed': { entity: 'user', label: { ar: 'محاولة دخول فاشلة', en: 'Failed login' } },
  'auth.logout': { entity: 'user', label: { ar: 'تسجيل خروج', en: 'Logged out' } },
  'auth.register': { entity: 'user', label: { ar: 'إنشاء حساب', en: 'Signed up' } },
  'auth.confirm_email': { entity: 'user', label: { ar: 'تأكيد البريد الإلكتروني', en: 'Email confirmed' } },
  'auth.confirm_phone': { entity: 'user', label: { ar: 'تأكيد رقم الجوال', en: 'Mobile number confirmed' } },
  'auth.password_change': { entity: 'user', label: { ar: 'تغيير كلمة المرور', en: 'Password changed' } },
  'auth.password_reset_request': {
    entity: 'user',
    label: { ar: 'طلب استعادة كلمة المرور', en: 'Password reset requested' },
  },
  'auth.password_reset': { entity: 'user', label: { ar: 'استعادة كلمة المرور', en: 'Password reset' } },
  'auth.refresh_reuse': {
    entity: 'user',
    label: { ar: 'رفض إعادة استخدام رمز الجلسة', en: 'Reused session token refused' },
  },
  'auth.totp_enable': { entity: 'user', label: { ar: 'تفعيل التحقق بخطوتين', en: 'Two-step verification on' } },
  'auth.totp_disable': { entity: 'user', label: { ar: 'إيقاف التحقق بخطوتين', en: 'Two-step verification off' } },
  'auth.totp_reset': {
    entity: 'user',
    label: { ar: 'إعادة تعيين التحقق بخطوتين', en: 'Two-step verification reset' },
  },
  'auth.totp_failed': { entity: 'user', label: { ar: 'رمز تحقق خاطئ', en: 'Wrong verification code' } },
  'auth.passkey_add': { entity: 'user', label: { ar: 'إضافة مفتاح مرور', en: 'Passkey added' } },
  'auth.passkey_remove': { entity: 'user', label: { ar: 'حذف مفتاح مرور', en: 'Passkey removed' } },
  'auth.passkey_failed': { entity: 'user', label: { ar: 'مفتاح مرور مرفوض', en: 'Passkey refused' } },
  'auth.recovery_codes': {
    entity: 'user',
    label: { ar: 'رموز استرداد جديدة', en: 'New recovery codes' },
  },
  'auth.recovery_code_used': {
    entity: 'user',
    label: { ar: 'دخول برمز استرداد', en: 'Logged in with a recovery code' },
  },
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
  'auth.totp_enable': NoPayload;
  'auth.totp_disable': NoPayload;
  /** A SUPERADMIN removed the account's app and recovery codes and ended its sessions (the actor is the SUPERADMIN). */
  'auth.totp_reset': NoPayload;
  'auth.totp_failed': NoPayload;
  'auth.passkey_add': { after: { passkey: number; name: string } };
  'auth.passkey_remove': { before: { passkey: number; name: string } };
  'auth.passkey_failed': NoPayload;
  'auth.recovery_codes': NoPayload;
  'auth.recovery_code_used': { after: { left: number } };
}
