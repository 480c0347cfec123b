import type { ErrorDefinition } from '../errors/error-definition.js';
import type { Language } from '../i18n/languages.js';

/** The reservations' errors (spec §7 `appointment-reservation`). */
export const RESERVATION_ERRORS = {
  CLINIC_RESERVATION_NOT_FOUND: {
    status: 404,
    messages: { ar: 'طلب الحجز غير موجود.', en: 'This reservation request does not exist.' },
  },
  CLINIC_RESERVATION_STATE: {
    status: 409,
    messages: {
      ar: 'تغيّرت حالة طلب الحجز، حدّث الصفحة.',
      en: 'The reservation request has changed state; refresh the page.',
    },
  },
  CLINIC_RESERVATION_CHOICE_INVALID: {
    status: 400,
    messages: {
      ar: 'الطبيب أو التخصص المختار لا يتبع هذه العيادة.',
      en: 'The chosen doctor or speciality does not belong to this clinic.',
    },
  },
  CLINIC_RESERVATION_ACCOUNT_CONFLICT: {
    status: 409,
    messages: {
      ar: 'رقم الهوية أو الجوال مسجّل لحساب ليس حساب مريض.',
      en: 'The ID number or phone belongs to an account that is not a patient’s.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The messages of the reservation contract's own rules (see FIELD_MESSAGES). */
export const RESERVATION_FIELD_MESSAGES = {
  'field.preferredDay': {
    ar: 'اختر اليوم من التقويم، أو اكتبه بالسنة ثم الشهر ثم اليوم.',
    en: 'Pick the day on the calendar, or type it as year-month-day.',
  },
  'field.time': { ar: 'الوقت مطلوب بصيغة ساعة:دقيقة.', en: 'Time is required, as hours:minutes.' },
} as const satisfies Record<string, Record<Language, string>>;
