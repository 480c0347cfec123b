import type { ErrorDefinition } from '../errors/error-definition.js';

/** The doctors' and patients' directory errors; a 400 names its field in `details`. */
export const CLINIC_PEOPLE_ERRORS = {
  CLINIC_STAFF_WITHOUT_CLINIC: {
    status: 403,
    messages: {
      ar: 'حسابك غير مرتبط بعيادة بعد؛ اطلب من مدير النظام تحديد عيادتك.',
      en: 'Your account is not attached to a clinic yet; ask an administrator to set it.',
    },
  },
  CLINIC_DOCTOR_ACCOUNT_INVALID: {
    status: 400,
    messages: { ar: 'هذا الحساب ليس حساب طبيب نشطاً.', en: 'This account is not an active doctor account.' },
  },
  CLINIC_DOCTOR_EXISTS: {
    status: 409,
    messages: { ar: 'لهذا الطبيب ملف في العيادات من قبل.', en: 'This doctor already has a clinic profile.' },
  },
  CLINIC_DOCTOR_BIO_ONLY: {
    status: 403,
    messages: {
      ar: 'يعدّل الطبيب نبذته فقط؛ تغيير التخصص أو العيادة أو الغرفة لموظفي العيادة.',
      en: 'A doctor can change their own bio only; the clinic staff change the speciality, clinic or room.',
    },
  },
  CLINIC_DOCTOR_PHOTO_REQUIRED: {
    status: 400,
    messages: { ar: 'أرفق صورة الطبيب.', en: "Attach the doctor's photo." },
  },
  CLINIC_DOCTOR_PHOTO_TYPE: {
    status: 415,
    messages: {
      ar: 'نوع الصورة غير مقبول: استخدم JPEG أو PNG أو WebP.',
      en: 'This image type is not accepted: use JPEG, PNG or WebP.',
    },
  },
  CLINIC_DOCTOR_PHOTO_TOO_LARGE: {
    status: 413,
    messages: { ar: 'الصورة أكبر من ٢ ميغابايت.', en: 'The photo is larger than 2 MiB.' },
  },
  CLINIC_DOCTOR_PHOTO_NOT_FOUND: {
    status: 404,
    messages: { ar: 'لا توجد صورة لهذا الطبيب.', en: 'This doctor has no photo.' },
  },
  CLINIC_ETABLISSEMENT_REQUIRED: {
    status: 400,
    messages: { ar: 'العيادة مطلوبة.', en: 'Etablissement is required.' },
  },
  CLINIC_ETABLISSEMENT_UNKNOWN: {
    status: 400,
    messages: { ar: 'هذه العيادة غير موجودة.', en: 'This etablissement does not exist.' },
  },
  CLINIC_SPECIALITY_UNKNOWN: {
    status: 400,
    messages: { ar: 'هذا التخصص غير موجود.', en: 'This speciality does not exist.' },
  },
  CLINIC_ROOM_UNKNOWN: {
    status: 400,
    messages: { ar: 'هذه الغرفة غير موجودة.', en: 'This room does not exist.' },
  },
  CLINIC_ROOM_OTHER_ETABLISSEMENT: {
    status: 400,
    messages: { ar: 'هذه الغرفة ليست في عيادة الطبيب.', en: "This room is not in the doctor's etablissement." },
  },
  CLINIC_PATIENT_ACCOUNT_INVALID: {
    status: 400,
    messages: { ar: 'هذا الحساب ليس حساب مريض نشطاً.', en: 'This account is not an active patient account.' },
  },
  CLINIC_PATIENT_EXISTS: {
    status: 409,
    messages: {
      ar: 'للمريض ملف في هذه العيادة من قبل.',
      en: 'This patient already has a file in this etablissement.',
    },
  },
  CLINIC_PATIENT_CONSENT_REQUIRED: {
    status: 403,
    messages: {
      ar: 'هذا المريض ليس من مرضى عيادتك بعد: يلزم موافقته بالرمز المرسل إلى جواله (أرسله من نموذج ملف المريض)، أو أن يضيفه مدير النظام.',
      en: "This patient is not one of your clinic's patients yet: they must agree with the code texted to their phone (send it from the patient's file form), or an administrator must add them.",
    },
  },
  CLINIC_PATIENT_CONSENT_INVALID: {
    status: 400,
    messages: {
      ar: 'رمز موافقة المريض غير صحيح أو انتهت صلاحيته.',
      en: "The patient's consent code is wrong or has expired.",
    },
  },
  CLINIC_PATIENT_PHONE_UNCONFIRMED: {
    status: 422,
    messages: {
      ar: 'ليس لهذا المريض جوال مؤكد يُرسل إليه رمز الموافقة: ليؤكد جواله في حسابه، أو اطلب من مدير النظام إضافته.',
      en: 'This patient has no confirmed phone to text the consent code to: they must confirm a phone in their account, or ask an administrator to add them.',
    },
  },
  CLINIC_ID_NUMBER_TAKEN: {
    status: 409,
    messages: { ar: 'رقم الهوية هذا مستخدم في حساب آخر.', en: 'This ID number is used by another account.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
