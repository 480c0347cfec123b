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
  ENDOWMENT_PDF_UNAVAILABLE: {
    status: 503,
    messages: {
      ar: 'تعذّر إنشاء ملف PDF للوثيقة الآن؛ المعاينة ما زالت متاحة.',
      en: 'The deed’s PDF cannot be made right now; the preview still works.',
    },
  },
  ENDOWMENT_PDF_BUSY: {
    status: 503,
    messages: {
      ar: 'خدمة إنشاء ملفات PDF مشغولة؛ أعد المحاولة بعد قليل.',
      en: 'The PDF service is busy; try again in a moment.',
    },
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
  // Issue 13: submission and signing.
  ENDOWMENT_WRONG_STATE: {
    status: 409,
    messages: {
      ar: 'لا يمكن إجراء هذا على الوثيقة في حالتها الحالية.',
      en: 'This cannot be done to the deed in its current state.',
    },
  },
  ENDOWMENT_INVITATION_NOT_FOUND: {
    status: 404,
    messages: { ar: 'دعوة التوقيع غير موجودة.', en: 'This signing invitation does not exist.' },
  },
  ENDOWMENT_INVITATION_CLOSED: {
    status: 409,
    messages: {
      ar: 'لم تعد هذه الدعوة بانتظار توقيعك (وُقّعت أو رُفضت أو أُلغيت لتعديل الوثيقة).',
      en: 'This invitation no longer awaits your signature (signed, rejected, or revoked by an edit).',
    },
  },
  ENDOWMENT_HASH_MISMATCH: {
    status: 409,
    messages: {
      ar: 'البصمة المعروضة لا تطابق نسخة الوثيقة المحفوظة؛ أعد تحميل الوثيقة وراجعها قبل التوقيع.',
      en: 'The hash shown does not match the stored version of the deed; reload and review it before signing.',
    },
  },
  ENDOWMENT_SIGNER_PHONE_MISSING: {
    status: 409,
    messages: {
      ar: 'لم يُدخل الواقف رقم جوال لهذا الطرف؛ اطلب منه إضافته وإعادة تقديم الوثيقة.',
      en: 'The endower entered no mobile number for this party; ask them to add it and submit the deed again.',
    },
  },
  ENDOWMENT_PARTY_PROOF_REQUIRED: {
    status: 403,
    messages: {
      ar: 'أثبت أنك الطرف المسمّى في الوثيقة أولاً: أدخل الرمز المرسل إلى الجوال الذي أدخله الواقف لك.',
      en: 'First prove you are the party named in the deed: enter the code sent to the mobile number the endower entered for you.',
    },
  },
  ENDOWMENT_PARTY_IN_SIGNING: {
    status: 409,
    messages: {
      ar: 'رقم هويتك مسمّى طرفاً في وثيقة وقف قيد التوقيع؛ لا يمكن تغييره حتى تُستكمل أو تُعاد للتعديل.',
      en: 'Your ID number names a party of an endowment deed being signed; it cannot change until that deed is settled or reopened.',
    },
  },
  ENDOWMENT_SCAN_REQUIRED: {
    status: 400,
    messages: {
      ar: 'أرفق صورة صك المحكمة أو كتابة العدل.',
      en: 'Attach the scan of the court or notary deed.',
    },
  },
  ENDOWMENT_SCAN_NOT_FOUND: {
    status: 404,
    messages: { ar: 'لا توجد صورة صك مسجّلة لهذه الوثيقة.', en: 'This deed has no registration scan.' },
  },
  ENDOWMENT_VERIFICATION_NOT_FOUND: {
    status: 404,
    messages: {
      ar: 'رمز التحقق غير معروف: لا توجد وثيقة وقف بهذا الرمز.',
      en: 'Unknown verification code: no endowment deed has this code.',
    },
  },
  ENDOWMENT_PDF_REQUIRED: {
    status: 400,
    messages: { ar: 'أرفق ملف PDF للتحقق منه.', en: 'Attach the PDF file to check.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
