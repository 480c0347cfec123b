import type { ErrorDefinition } from '../errors/error-definition.js';

/** Failures of the accounts flows (PRODUCT.md §5). None of them tells whether an account exists. */
export const AUTH_ERRORS = {
  AUTH_REFRESH_INVALID: {
    status: 401,
    messages: {
      ar: 'انتهت الجلسة، سجّل الدخول من جديد.',
      en: 'Your session has ended, please log in again.',
    },
  },
  AUTH_REFRESH_CONFLICT: {
    status: 409,
    messages: {
      ar: 'جُدّدت الجلسة للتوّ من طلب آخر، أعد المحاولة.',
      en: 'The session was just renewed by another request; please retry.',
    },
  },
  AUTH_LOCKED: {
    status: 429,
    messages: {
      ar: 'محاولات دخول خاطئة كثيرة، انتظر قليلاً ثم حاول مرة أخرى.',
      en: 'Too many failed login attempts; wait a little and try again.',
    },
  },
  AUTH_PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    messages: {
      ar: 'يجب تغيير كلمة المرور قبل المتابعة.',
      en: 'You must change your password before going on.',
    },
  },
  AUTH_PHONE_VERIFICATION_REQUIRED: {
    status: 403,
    messages: {
      ar: 'أكّد رقم جوالك بالرمز المرسل إليه قبل المتابعة.',
      en: 'Confirm your mobile number with the code sent to it before going on.',
    },
  },
  AUTH_TOTP_ENROLMENT_REQUIRED: {
    status: 403,
    messages: {
      ar: 'يجب تفعيل التحقق بخطوتين (تطبيق المصادقة) لحسابك قبل المتابعة.',
      en: 'Your account must set up two-step verification (an authenticator app) before going on.',
    },
  },
  AUTH_TOTP_INVALID: {
    status: 400,
    messages: {
      ar: 'رمز التحقق غير صحيح أو انتهت صلاحيته أو استُخدم من قبل.',
      en: 'The verification code is wrong, expired or already used.',
    },
  },
  AUTH_MFA_TOKEN_INVALID: {
    status: 401,
    messages: {
      ar: 'انتهت مهلة خطوة التحقق، سجّل الدخول من جديد.',
      en: 'The verification step has expired; please log in again.',
    },
  },
  AUTH_TOTP_NOT_STARTED: {
    status: 409,
    messages: {
      ar: 'ابدأ إعداد تطبيق المصادقة أولاً.',
      en: 'Start setting up the authenticator app first.',
    },
  },
  AUTH_TOTP_NOT_ENABLED: {
    status: 409,
    messages: { ar: 'التحقق بخطوتين غير مفعّل لهذا الحساب.', en: 'Two-step verification is not on for this account.' },
  },
  AUTH_TOTP_RESET_OWN: {
    status: 409,
    messages: {
      ar: 'لا تُعاد تهيئة التحقق بخطوتين لحسابك من هنا؛ اربط تطبيقاً جديداً من ملفك الشخصي.',
      en: 'Your own two-step verification is not reset here; link a new app from your profile.',
    },
  },
  AUTH_TOTP_REQUIRED: {
    status: 409,
    messages: {
      ar: 'التحقق بخطوتين إلزامي لدورك ولا يمكن إيقافه؛ يمكنك ربط تطبيق جديد بدلاً منه.',
      en: 'Two-step verification is required for your role and cannot be turned off; you can link a new app instead.',
    },
  },
  AUTH_PASSKEY_INVALID: {
    status: 400,
    messages: {
      ar: 'تعذّر التحقق من مفتاح المرور، أو انتهت مهلة الطلب. حاول مرة أخرى.',
      en: 'The passkey could not be verified, or the request expired. Please try again.',
    },
  },
  AUTH_PASSKEY_NOT_FOUND: {
    status: 404,
    messages: { ar: 'مفتاح المرور غير موجود.', en: 'This passkey was not found.' },
  },
  AUTH_PASSKEY_EXISTS: {
    status: 409,
    messages: {
      ar: 'مفتاح المرور هذا مسجّل من قبل.',
      en: 'This passkey is already registered.',
    },
  },
  AUTH_PASSKEY_LAST_FACTOR: {
    status: 409,
    messages: {
      ar: 'هذا آخر عامل تحقق ثانٍ لحسابك، وهو إلزامي لدورك؛ أضف مفتاحاً آخر أو اربط تطبيق مصادقة قبل حذفه.',
      en: 'This is the last second factor of your account, which your role requires; add another passkey or link an authenticator app before removing it.',
    },
  },
  AUTH_WEAK_PASSWORD: {
    status: 400,
    messages: {
      ar: 'كلمة المرور ضعيفة أو شائعة، اختر كلمة أخرى.',
      en: 'This password is too weak or too common; choose another one.',
    },
  },
  AUTH_PASSWORD_CHANGE_NOT_REQUIRED: {
    status: 409,
    messages: {
      ar: 'لا يلزم هذا الحساب تغيير كلمة المرور؛ استخدم تغيير كلمة المرور من الإعدادات.',
      en: 'This account does not have to change its password; use change password in the settings.',
    },
  },
  AUTH_WRONG_PASSWORD: {
    status: 400,
    messages: { ar: 'كلمة المرور الحالية غير صحيحة.', en: 'The current password is not correct.' },
  },
  AUTH_SAME_PASSWORD: {
    status: 400,
    messages: {
      ar: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية.',
      en: 'The new password must differ from the current one.',
    },
  },
  AUTH_OTP_INVALID: {
    status: 400,
    messages: {
      ar: 'الرمز غير صحيح أو انتهت صلاحيته.',
      en: 'The code is wrong or has expired.',
    },
  },
  AUTH_OTP_TOO_SOON: {
    status: 429,
    messages: {
      ar: 'أُرسل رمز للتوّ، انتظر دقيقة قبل طلب رمز جديد.',
      en: 'A code was just sent; wait a minute before asking for a new one.',
    },
  },
  AUTH_TOKEN_INVALID: {
    status: 400,
    messages: {
      ar: 'الرابط غير صالح أو استُخدم من قبل أو انتهت صلاحيته.',
      en: 'This link is invalid, already used or expired.',
    },
  },
  AUTH_PHONE_IN_USE: {
    status: 409,
    messages: {
      ar: 'رقم الجوال هذا مرتبط بحساب آخر.',
      en: 'This phone number belongs to another account.',
    },
  },
  AUTH_EMAIL_IN_USE: {
    status: 409,
    messages: {
      ar: 'هذا البريد الإلكتروني مرتبط بحساب آخر.',
      en: 'This email address belongs to another account.',
    },
  },
  AUTH_PHONE_MISSING: {
    status: 400,
    messages: { ar: 'لا يوجد رقم جوال في حسابك.', en: 'Your account has no phone number.' },
  },
  AUTH_EMAIL_MISSING: {
    status: 400,
    messages: { ar: 'لا يوجد بريد إلكتروني في حسابك.', en: 'Your account has no email address.' },
  },
  AUTH_ALREADY_CONFIRMED: {
    status: 409,
    messages: { ar: 'تم التأكيد مسبقاً.', en: 'This is already confirmed.' },
  },
  AUTH_REGISTRATION_CLOSED: {
    status: 403,
    messages: { ar: 'التسجيل مغلق حالياً.', en: 'Registration is closed at the moment.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
