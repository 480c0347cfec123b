import { auditActions } from '../audit/audit-definition.js';
import type { NationalAddress } from './national-address-contract.js';
import type { UserRecord } from './users-contract.js';

type UserWithAddress = UserRecord & { nationalAddress?: NationalAddress | null };

export const USERS_AUDIT_ACTIONS = auditActions({
  'user.create': { entity: 'user', label: { ar: 'إنشاء حساب بواسطة مدير', en: 'Account created' } },
  'user.update': { entity: 'user', label: { ar: 'تعديل حساب', en: 'Account edited' } },
  'user.toggle_status': {
    entity: 'user',
    label: { ar: 'حظر حساب أو رفع الحظر عنه', en: 'Account blocked or unblocked' },
  },
  'user.block': { entity: 'user', label: { ar: 'حظر حساب', en: 'Account blocked' } },
  'user.unblock': { entity: 'user', label: { ar: 'رفع الحظر عن حساب', en: 'Account unblocked' } },
  'user.delete': { entity: 'user', label: { ar: 'حذف حساب', en: 'Account deleted' } },
  'user.update_profile': { entity: 'user', label: { ar: 'تعديل الملف الشخصي', en: 'Own profile edited' } },
  'user.undo_contact_change': {
    entity: 'user',
    label: { ar: 'التراجع عن تغيير بيانات الاتصال', en: 'Contact change undone by its link' },
  },
  'user.release_id_number': {
    entity: 'user',
    label: { ar: 'تحرير رقم الهوية من حساب', en: 'ID number released from an account' },
  },
});

export interface UsersAuditPayloads {
  'user.create': { after: UserRecord };
  /** `passwordReset` when the admin set a new password (the password itself is never recorded). */
  'user.update': { before: UserRecord; after: UserRecord & { passwordReset?: true } };
  /** Recorded before block and unblock were told apart; old rows still carry it. */
  'user.toggle_status': { before: UserRecord; after: UserRecord };
  'user.block': { before: UserRecord; after: UserRecord };
  'user.unblock': { before: UserRecord; after: UserRecord };
  'user.delete': { before: UserRecord; after: UserRecord };
  /** With the national address, which the admin's User does not carry. */
  'user.update_profile': { before: UserWithAddress; after: UserWithAddress };
  /** The undo link of an email or phone change: the previous contacts back, every session ended. */
  'user.undo_contact_change': { before: UserRecord; after: UserRecord };
  /** The support override (SUPERADMIN): the account's ID number cleared, with the reason given. */
  'user.release_id_number': { before: UserRecord; after: UserRecord & { reason: string } };
}
