import type { Gender } from '../auth/genders.js';
import type { Language } from '../i18n/languages.js';
import type { Role } from '../permissions/roles.js';
import type { UserStatus } from './user-statuses.js';

type Labels<K extends string> = Record<Language, Record<K, string>>;

/**
 * The words for an account's coded values, one source for the web's catalogues and the server's
 * exports: a role, a status or a gender reads the same on the screen and in the spreadsheet.
 */
export const ROLE_LABELS: Labels<Role> = {
  ar: {
    SUPERADMIN: 'مدير النظام',
    ADMIN: 'مدير',
    STAFF: 'موظف',
    DOCTOR: 'طبيب',
    PATIENT: 'مريض',
    MEMBER: 'عضو',
    USER: 'مستخدم',
  },
  en: {
    SUPERADMIN: 'Super administrator',
    ADMIN: 'Administrator',
    STAFF: 'Staff',
    DOCTOR: 'Doctor',
    PATIENT: 'Patient',
    MEMBER: 'Member',
    USER: 'User',
  },
};

export const USER_STATUS_LABELS: Labels<UserStatus> = {
  ar: { ACTIVE: 'نشط', INACTIVE: 'غير مفعّل', BLOCKED: 'محظور', DELETED: 'محذوف' },
  en: { ACTIVE: 'Active', INACTIVE: 'Inactive', BLOCKED: 'Blocked', DELETED: 'Deleted' },
};

export const GENDER_LABELS: Labels<Gender> = {
  ar: { MALE: 'ذكر', FEMALE: 'أنثى' },
  en: { MALE: 'Male', FEMALE: 'Female' },
};

export const YES_NO_LABELS: Labels<'yes' | 'no'> = {
  ar: { yes: 'نعم', no: 'لا' },
  en: { yes: 'Yes', no: 'No' },
};
