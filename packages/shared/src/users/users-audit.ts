import { auditActions } from '../audit/audit-definition.js';
import type { NationalAddress } from './national-address-contract.js';
import type { User } from './users-contract.js';

type UserWithAddress = User & { nationalAddress?: NationalAddress | null };

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
  'user.create': { after: User };
  /** `passwordReset` when the admin set a new password (the password itself is never recorded). */
  'user.update': { before: User; after: User & { passwordReset?: true } };
  /** Recorded before block and unblock were told apart; old rows still carry it. */
  'user.toggle_status': { before: User; after: User };
  'user.block': { before: User; after: User };
  'user.unblock': { before: User; after: User };
  'user.delete': { before: User; after: User };
  /** With the national address, which the admin's User does not carry. */
  'user.update_profile': { before: UserWithAddress; after: UserWithAddress };
  /** The undo link of an email or phone change: the previous contacts back, every session ended. */
  'user.undo_contact_change': { before: User; after: User };
  /** The support override (SUPERADMIN): the account's ID number cleared, with the reason given. */
  'user.release_id_number': { before: User; after: User & { reason: string } };
}
