import type { ErrorDefinition } from '../errors/error-definition.js';

/** A STAFF account works in one etablissement (PRODUCT.md §3); only STAFF accounts name one. */
export const USERS_STAFF_ERRORS = {
  USERS_ETABLISSEMENT_REQUIRED: {
    status: 400,
    messages: { ar: 'حدّد عيادة الموظف.', en: 'Choose the etablissement this staff member works in.' },
  },
  USERS_ETABLISSEMENT_UNKNOWN: {
    status: 400,
    messages: { ar: 'هذه العيادة غير موجودة.', en: 'This etablissement does not exist.' },
  },
  USERS_ETABLISSEMENT_STAFF_ONLY: {
    status: 400,
    messages: {
      ar: 'لا يرتبط بعيادة إلا حساب الموظف؛ أزل العيادة أو اختر دور موظف.',
      en: 'Only a staff account belongs to an etablissement; remove it or choose the staff role.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
