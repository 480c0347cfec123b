import type { ErrorDefinition } from '../errors/error-definition.js';

const notFound = (ar: string, en: string) => ({ status: 404, messages: { ar, en } }) as const;
const inUse = (ar: string, en: string) => ({ status: 409, messages: { ar, en } }) as const;

/**
 * The directory's errors. Records others refer to are never deleted from under them: the
 * database's foreign keys refuse, and the API answers the matching `…_IN_USE`.
 */
export const DIRECTORY_ERRORS = {
  CLINIC_ETABLISSEMENT_NOT_FOUND: notFound('العيادة غير موجودة.', 'This clinic does not exist.'),
  CLINIC_SPECIALITY_NOT_FOUND: notFound('التخصص غير موجود.', 'This speciality does not exist.'),
  CLINIC_SERVICE_NOT_FOUND: notFound('الخدمة غير موجودة.', 'This service does not exist.'),
  CLINIC_SECTION_NOT_FOUND: notFound('القسم غير موجود في هذه العيادة.', 'This section does not exist in this clinic.'),
  CLINIC_ROOM_NOT_FOUND: notFound('الغرفة غير موجودة.', 'This room does not exist.'),
  CLINIC_NO_ROOM: notFound(
    'لم تُخصَّص لك غرفة بعد، تواصل مع موظفي العيادة.',
    "No room is assigned to you yet; ask the clinic's staff.",
  ),
  // Spec §5's own message.
  CLINIC_ETABLISSEMENT_REQUIRED: { status: 400, messages: { ar: 'العيادة مطلوبة.', en: 'Etablissement is required.' } },
  CLINIC_STAFF_FIELDS: {
    status: 403,
    messages: {
      ar: 'يعدّل الموظف العنوان والهاتف وأيام العطلة وساعات العمل فقط.',
      en: 'Staff may change only the address, phone, weekend days and opening hours.',
    },
  },
  CLINIC_ROOM_NAME_TAKEN: {
    status: 409,
    messages: { ar: 'توجد غرفة بهذا الاسم في العيادة.', en: 'The clinic already has a room with this name.' },
  },
  CLINIC_HOURS_STRAND_APPOINTMENTS: {
    status: 409,
    messages: {
      ar: 'توجد مواعيد قادمة خارج الأيام أو الساعات الجديدة، انقلها أو ألغها أولاً.',
      en: 'Upcoming appointments fall outside the new days or hours; move or cancel them first.',
    },
  },
  CLINIC_ETABLISSEMENT_IN_USE: inUse(
    'لا يمكن حذف العيادة: لها أقسام أو غرف أو أطباء أو مواعيد.',
    'The clinic cannot be deleted: it has sections, rooms, doctors or appointments.',
  ),
  CLINIC_SPECIALITY_IN_USE: inUse(
    'لا يمكن حذف التخصص: أطباء مسجّلون فيه.',
    'The speciality cannot be deleted: doctors have it.',
  ),
  CLINIC_SERVICE_IN_USE: inUse('لا يمكن حذف الخدمة: هي مستخدمة.', 'The service cannot be deleted: it is in use.'),
  CLINIC_SECTION_IN_USE: inUse('لا يمكن حذف القسم: فيه غرف.', 'The section cannot be deleted: it has rooms.'),
  CLINIC_ROOM_IN_USE: inUse(
    'لا يمكن حذف الغرفة: لها طبيب أو مواعيد.',
    'The room cannot be deleted: a doctor or appointments use it.',
  ),
} as const satisfies Record<string, ErrorDefinition>;
