import type { ErrorDefinition } from '../errors/error-definition.js';

/** The waitlist's errors (issue 35). */
export const WAITLIST_ERRORS = {
  CLINIC_WAITLIST_NOT_FOUND: {
    status: 404,
    messages: { ar: 'طلب الانتظار غير موجود.', en: 'This waitlist entry does not exist.' },
  },
  CLINIC_WAITLIST_TARGET: {
    status: 400,
    messages: {
      ar: 'اختر طبيباً، أو تخصصاً وعيادة (ونوع الاستشارة مع الطبيب فقط).',
      en: 'Choose a doctor, or a speciality and a clinic (a consultation type only with a doctor).',
    },
  },
  CLINIC_WAITLIST_WINDOW: {
    status: 400,
    messages: {
      ar: 'فترة الانتظار يجب أن تبدأ من اليوم أو بعده، وألا تتجاوز ٦٠ يوماً، وأن يسبق وقت البداية وقت النهاية.',
      en: 'The waiting window must start today or later, span at most 60 days, and its start time must come before its end time.',
    },
  },
  CLINIC_WAITLIST_DUPLICATE: {
    status: 409,
    messages: {
      ar: 'المريض في قائمة الانتظار هذه بالفعل.',
      en: 'The patient is already on this waitlist.',
    },
  },
  CLINIC_WAITLIST_LIMIT: {
    status: 409,
    messages: {
      ar: 'لا يمكن أن يكون للمريض أكثر من ٥ طلبات انتظار قائمة.',
      en: 'A patient may have at most 5 live waitlist entries.',
    },
  },
  CLINIC_WAITLIST_STATE: {
    status: 409,
    messages: {
      ar: 'تغيّرت حالة طلب الانتظار، حدّث الصفحة.',
      en: 'The waitlist entry has changed state; refresh the page.',
    },
  },
  CLINIC_WAITLIST_OFFER_GONE: {
    status: 409,
    messages: {
      ar: 'انتهت مهلة حجز هذا الموعد المعروض، وانتقل إلى المنتظر التالي.',
      en: 'The hold on this offered seat has ended; it has passed to the next patient waiting.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
