import type { ErrorDefinition } from '../errors/error-definition.js';

/** The errors of endowment deeds. */
export const ENDOWMENTS_ERRORS = {
  ENDOWMENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'وثيقة الوقف غير موجودة.', en: 'This endowment deed does not exist.' },
  },
  ENDOWMENT_ATTACHMENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'المرفق غير موجود.', en: 'This attachment does not exist.' },
  },
  ENDOWMENT_PROFILE_INCOMPLETE: {
    status: 403,
    messages: {
      ar: 'أكمل ملفك الشخصي قبل إنشاء وقف.',
      en: 'Complete your profile before creating an endowment.',
    },
  },
  ENDOWMENT_NOT_DRAFT: {
    status: 409,
    messages: {
      ar: 'لا تُعدَّل الوثيقة إلا وهي مسودة.',
      en: 'The deed can only be changed while it is a draft.',
    },
  },
  ENDOWMENT_STALE: {
    status: 409,
    messages: {
      ar: 'تغيّرت المسودة من نافذة أو جهاز آخر؛ حمّل آخر نسخة للمتابعة.',
      en: 'The draft was changed from another window or device; load the latest copy to go on.',
    },
  },
  ENDOWMENT_RULES_FAILED: {
    status: 422,
    messages: {
      ar: 'في الوثيقة حقول تحتاج إلى تصحيح قبل المراجعة.',
      en: 'Some fields of the deed need correcting before review.',
    },
  },
  ENDOWMENT_ATTACHMENTS_FULL: {
    status: 409,
    messages: { ar: 'بلغت الوثيقة الحد الأعلى من المرفقات.', en: 'This deed has reached its attachment limit.' },
  },
  ENDOWMENT_ATTACHMENT_REQUIRED: {
    status: 400,
    messages: { ar: 'أرفق ملف الهوية أو جواز السفر.', en: 'Attach the ID card or passport file.' },
  },
  ENDOWMENT_IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    messages: {
      ar: 'استُخدم مفتاح التكرار هذا لطلب آخر.',
      en: 'This Idempotency-Key was already used for another request.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
