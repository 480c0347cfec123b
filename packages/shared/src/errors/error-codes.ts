import type { Language } from '../i18n/languages.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import { CLINIC_ERRORS } from '../clinic/clinic-errors.js';
import { ENDOWMENTS_ERRORS } from '../endowments/endowments-errors.js';
import { EVENTS_ERRORS } from '../events/events-errors.js';
import { fold } from '../modules/fold.js';
import { NAMES_ERRORS } from '../names/names-errors.js';
import { NOTIFICATIONS_ERRORS } from '../notifications/notifications-errors.js';
import { SETTINGS_ERRORS } from '../settings/settings-errors.js';
import { USERS_ERRORS } from '../users/users-errors.js';
import type { ErrorDefinition } from './error-definition.js';

/**
 * Every error the API can answer with. The code is the contract; the status and the
 * localised message follow from it. The core codes are here; each module's, prefixed with its
 * name, come from its `<module>-errors.ts` through `MODULE_ERRORS`.
 */
const CORE_ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    messages: { ar: 'البيانات المرسلة غير صالحة.', en: 'The submitted data is not valid.' },
  },
  MALFORMED_BODY: {
    status: 400,
    messages: { ar: 'تعذّرت قراءة محتوى الطلب.', en: 'The request body could not be read.' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    messages: { ar: 'نوع المحتوى غير مدعوم.', en: 'This content type is not supported.' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    messages: { ar: 'حجم الطلب أكبر من المسموح.', en: 'The request is too large.' },
  },
  UPLOAD_FILE_TYPE: {
    status: 415,
    messages: { ar: 'نوع الملف غير مقبول.', en: 'This file type is not accepted.' },
  },
  UPLOAD_FILE_TOO_LARGE: {
    status: 413,
    messages: { ar: 'الملف أكبر من الحجم المسموح.', en: 'The file is larger than allowed.' },
  },
  UPLOAD_TOO_MANY_FILES: {
    status: 400,
    messages: { ar: 'عدد الملفات المرسلة أكبر من المسموح.', en: 'Too many files were sent.' },
  },
  UPLOAD_UNKNOWN_FIELD: {
    status: 400,
    messages: { ar: 'يحتوي النموذج على حقل غير معروف.', en: 'The form contains an unknown field.' },
  },
  MALFORMED_URL: {
    status: 400,
    messages: { ar: 'عنوان الطلب غير صالح.', en: 'The request address is not valid.' },
  },
  MALFORMED_REQUEST: {
    status: 400,
    messages: { ar: 'تعذّرت قراءة الطلب.', en: 'The request could not be read.' },
  },
  URL_TOO_LONG: {
    status: 414,
    messages: { ar: 'عنوان الطلب أطول من المسموح.', en: 'The request address is too long.' },
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    messages: { ar: 'ترويسات الطلب أكبر من المسموح.', en: 'The request headers are too large.' },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    messages: { ar: 'انتهت مهلة إرسال الطلب.', en: 'The request took too long to arrive.' },
  },
  NOT_FOUND: {
    status: 404,
    messages: { ar: 'الصفحة أو المورد المطلوب غير موجود.', en: 'Page Not Found.' },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    messages: { ar: 'هذه العملية غير مسموحة على هذا المسار.', en: 'This method is not allowed here.' },
  },
  RATE_LIMITED: {
    status: 429,
    messages: { ar: 'طلبات كثيرة، حاول لاحقاً.', en: 'Too many requests, please try again later.' },
  },
  INTERNAL: {
    status: 500,
    messages: { ar: 'حدث خطأ ما، حاول مرة أخرى.', en: 'Something went wrong, please try again.' },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    messages: { ar: 'الخدمة غير متاحة حالياً.', en: 'The service is unavailable right now.' },
  },
  AUTH_REQUIRED: {
    status: 401,
    messages: { ar: 'يجب تسجيل الدخول أولاً.', en: 'You need to log in first.' },
  },
  AUTH_INVALID_TOKEN: {
    status: 401,
    messages: {
      ar: 'انتهت الجلسة أو أنها غير صالحة، سجّل الدخول من جديد.',
      en: 'Your session is invalid or has expired, please log in again.',
    },
  },
  AUTH_INVALID_CREDENTIALS: {
    status: 401,
    messages: { ar: 'بيانات الدخول غير صحيحة.', en: 'The login details are not correct.' },
  },
  METRICS_TOKEN_REQUIRED: {
    status: 401,
    messages: {
      ar: 'يلزم رمز المقاييس الصحيح في الترويسة Authorization: Bearer.',
      en: 'The metrics token is required as Authorization: Bearer.',
    },
  },
  FORBIDDEN: {
    status: 403,
    messages: { ar: 'ليس لديك صلاحية للوصول إلى هذه الصفحة.', en: "You don't have permission to access this page" },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** Each module's error codes (`<MODULE>_…`), one line per module with errors of its own. */
export const MODULE_ERRORS = {
  auth: AUTH_ERRORS,
  users: USERS_ERRORS,
  names: NAMES_ERRORS,
  events: EVENTS_ERRORS,
  settings: SETTINGS_ERRORS,
  notifications: NOTIFICATIONS_ERRORS,
  clinic: CLINIC_ERRORS,
  endowments: ENDOWMENTS_ERRORS,
} as const satisfies Record<string, Record<string, ErrorDefinition>>;

export const ERRORS = { ...CORE_ERRORS, .../* @__PURE__ */ fold(MODULE_ERRORS) };

export type ErrorCode = keyof typeof ERRORS;

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage(code: ErrorCode, lang: Language): string {
  return ERRORS[code].messages[lang];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
