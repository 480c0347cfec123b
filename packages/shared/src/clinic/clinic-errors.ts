import type { ErrorDefinition } from '../errors/error-definition.js';
import { CLINIC_PEOPLE_ERRORS } from './people-errors.js';
import { DIRECTORY_ERRORS } from './directory-errors.js';
import { AGENDA_ERRORS } from './agenda-errors.js';
import { RESERVATION_ERRORS } from './reservation-errors.js';
import { RATING_ERRORS } from './rating-errors.js';
import { CAMPAIGN_ERRORS } from './campaigns-errors.js';
import { CALENDAR_FEED_ERRORS } from './calendar-feed-errors.js';
import { WAITLIST_ERRORS } from './waitlist-errors.js';
import { SERIES_ERRORS } from './series-errors.js';

/** The clinic's errors; the spec's own messages (§8) are kept word for word in English. */
export const CLINIC_ERRORS = {
  ...DIRECTORY_ERRORS,
  CLINIC_LOGIN_TO_BOOK: {
    status: 401,
    messages: { ar: 'يرجى تسجيل الدخول لحجز موعد.', en: 'Please log in to take an appointment.' },
  },
  CLINIC_LOGIN_TO_VIEW: {
    status: 401,
    messages: { ar: 'يجب تسجيل الدخول لعرض مواعيدك.', en: 'Please log in to view your appointments.' },
  },
  CLINIC_NO_FREE_APPOINTMENTS: {
    status: 409,
    messages: { ar: 'لا توجد مواعيد متاحة.', en: 'No appointments available.' },
  },
  CLINIC_PATIENT_OVERLAP: {
    status: 409,
    messages: {
      ar: 'لدى المريض موعد آخر في هذا الوقت.',
      en: 'The patient already has another appointment at this time.',
    },
  },
  CLINIC_ROOM_TAKEN: {
    status: 409,
    messages: {
      ar: 'الغرفة محجوزة لطبيب آخر في هذا الوقت.',
      en: 'The room is taken by another doctor at this time.',
    },
  },
  CLINIC_SLOT_UNAVAILABLE: {
    status: 409,
    messages: {
      ar: 'لا يستقبل الطبيب مواعيد في هذا الوقت.',
      en: 'The doctor does not take appointments at this time.',
    },
  },
  CLINIC_CLOSED: {
    status: 409,
    messages: {
      ar: 'العيادة مغلقة في هذا الوقت (عطلة نهاية الأسبوع أو خارج ساعات العمل).',
      en: 'The clinic is closed at this time (a weekend day or outside its opening hours).',
    },
  },
  CLINIC_SLOT_BLOCKED: {
    status: 409,
    messages: {
      ar: 'الطبيب غير متاح في هذا الوقت (إجازة أو وقت محجوب).',
      en: 'The doctor is not available at this time (time off).',
    },
  },
  CLINIC_SLOT_IN_PAST: {
    status: 409,
    messages: { ar: 'لا يمكن الحجز في وقت مضى.', en: 'An appointment cannot be booked in the past.' },
  },
  CLINIC_SLOT_TOO_SOON: {
    status: 409,
    messages: {
      ar: 'هذا الموعد قريب جداً للحجز الإلكتروني؛ اختر وقتاً لاحقاً أو اتصل بالعيادة.',
      en: 'This slot is too soon to book online; choose a later one or call the clinic.',
    },
  },
  CLINIC_TYPE_NOT_OFFERED: {
    status: 409,
    messages: {
      ar: 'نوع الاستشارة غير متاح لدى هذا الطبيب.',
      en: 'This doctor does not offer this consultation type.',
    },
  },
  CLINIC_DOCTOR_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الطبيب غير موجود.', en: 'This doctor does not exist.' },
  },
  CLINIC_PATIENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'المريض غير موجود.', en: 'This patient does not exist.' },
  },
  CLINIC_PATIENT_REQUIRED: {
    status: 400,
    messages: { ar: 'اختر المريض الذي يُحجز له الموعد.', en: 'Choose the patient the appointment is for.' },
  },
  CLINIC_BOOKING_FORBIDDEN: {
    status: 403,
    messages: {
      ar: 'لا يمكنك الحجز على جدول هذا الطبيب.',
      en: "You cannot book on this doctor's agenda.",
    },
  },
  CLINIC_APPOINTMENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الموعد غير موجود.', en: 'This appointment does not exist.' },
  },
  CLINIC_ACTION_FORBIDDEN: {
    status: 403,
    messages: {
      ar: 'لا يمكنك تنفيذ هذا الإجراء على هذا الموعد.',
      en: 'You cannot do this to this appointment.',
    },
  },
  CLINIC_APPOINTMENT_STALE: {
    status: 409,
    messages: {
      ar: 'تغيّرت حالة الموعد ولم يعد هذا الإجراء ممكناً، حدّث الصفحة.',
      en: 'The appointment has changed and this is no longer possible; reload it.',
    },
  },
  CLINIC_REASON_REQUIRED: {
    status: 400,
    messages: { ar: 'اذكر السبب.', en: 'Give a reason.' },
  },
  CLINIC_CANCEL_CUTOFF_PASSED: {
    status: 409,
    messages: {
      ar: 'انتهت مهلة إلغاء هذا الموعد، تواصل مع العيادة.',
      en: 'It is too late to cancel this appointment; contact the clinic.',
    },
  },
  CLINIC_APPOINTMENT_STARTED: {
    status: 409,
    messages: { ar: 'بدأ الموعد أو انقضى وقته.', en: 'The appointment has already started.' },
  },
  CLINIC_APPOINTMENT_NOT_STARTED: {
    status: 409,
    messages: { ar: 'لم يحن وقت الموعد بعد.', en: 'The appointment has not started yet.' },
  },
  CLINIC_NO_SHOW_WINDOW_PASSED: {
    status: 409,
    messages: {
      ar: 'لا يمكن تسجيل عدم الحضور بعد مرور ٤٨ ساعة على الموعد.',
      en: 'A no-show can only be recorded within 48 hours of the start.',
    },
  },
  CLINIC_IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    messages: {
      ar: 'استُخدم مفتاح التكرار هذا لطلب آخر.',
      en: 'This Idempotency-Key was already used for another request.',
    },
  },
  ...CLINIC_PEOPLE_ERRORS,
  ...AGENDA_ERRORS,
  ...RESERVATION_ERRORS,
  ...RATING_ERRORS,
  ...CAMPAIGN_ERRORS,
  ...CALENDAR_FEED_ERRORS,
  ...WAITLIST_ERRORS,
  ...SERIES_ERRORS,
  CLINIC_LINK_INVALID: {
    status: 404,
    messages: {
      ar: 'هذا الرابط غير صالح. افتح الرابط كما وصلك في الرسالة، أو تواصل مع العيادة.',
      en: 'This link is not valid. Open the link exactly as it came in the message, or contact the clinic.',
    },
  },
  CLINIC_LINK_EXPIRED: {
    status: 410,
    messages: {
      ar: 'انتهت صلاحية هذا الرابط لأن وقت الموعد قد حلّ.',
      en: 'This link has expired: the appointment’s time has come.',
    },
  },
  CLINIC_LINK_USED: {
    status: 409,
    messages: {
      ar: 'استُخدم هذا الرابط من قبل؛ كل رابط يعمل مرة واحدة.',
      en: 'This link was already used; each link works once.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
