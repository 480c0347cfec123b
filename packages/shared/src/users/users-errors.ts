import type { ErrorDefinition } from '../errors/error-definition.js';
import { USERS_STAFF_ERRORS } from './users-staff-errors.js';

export const USERS_ERRORS = {
  USERS_NOT_FOUND: {
    status: 404,
    messages: { ar: 'المستخدم غير موجود.', en: 'This user does not exist.' },
  },
  USERS_FILE_NOT_FOUND: {
    status: 404,
    messages: { ar: 'لا يوجد ملف لهذا المستخدم.', en: 'This user has no file.' },
  },
  USERS_FILE_TYPE: {
    status: 415,
    messages: {
      ar: 'نوع الملف غير مقبول: المسموح JPEG أو PNG أو PDF.',
      en: 'This file type is not accepted: use JPEG, PNG or PDF.',
    },
  },
  USERS_FILE_TOO_LARGE: {
    status: 413,
    messages: {
      ar: 'الملف أكبر من ٥ ميغابايت.',
      en: 'The file is larger than 5 MiB.',
    },
  },
  USERS_DUPLICATE: {
    status: 409,
    messages: {
      ar: 'لا يمكن استخدام هذا البريد أو الجوال أو رقم الهوية.',
      en: 'This email, phone or ID number cannot be used.',
    },
  },
  USERS_NOT_MANAGEABLE: {
    status: 403,
    messages: {
      ar: 'لا يدير حسابات المشرفين إلا المشرف العام.',
      en: 'Only a super administrator manages administrator accounts.',
    },
  },
  USERS_ROLE_NOT_GRANTABLE: {
    status: 403,
    messages: {
      ar: 'لا يمكنك منح هذا الدور؛ يمنحه المشرف العام وحده.',
      en: 'You cannot give this role; only a super administrator can.',
    },
  },
  USERS_SELF_ACTION: {
    status: 409,
    messages: {
      ar: 'لا يمكنك حظر حسابك أو حذفه أو تغيير دوره.',
      en: 'You cannot block, delete or change the role of your own account.',
    },
  },
  USERS_REAUTH_REQUIRED: {
    status: 403,
    messages: {
      ar: 'لتغيير البريد الإلكتروني أو رقم الجوال أو رقم الهوية أدخل كلمة المرور الحالية.',
      en: 'Enter your current password to change your email, mobile number or ID number.',
    },
  },
  USERS_SELF_CONTACT: {
    status: 409,
    messages: {
      ar: 'غيّر بريدك أو جوالك أو رقم هويتك أو كلمة مرورك من صفحة ملفك الشخصي، لا من إدارة المستخدمين.',
      en: 'Change your own email, phone, ID number or password from your profile, not from user management.',
    },
  },
  USERS_NO_ID_NUMBER: {
    status: 409,
    messages: { ar: 'لا يحمل هذا الحساب رقم هوية.', en: 'This account holds no ID number.' },
  },
  ...USERS_STAFF_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;
