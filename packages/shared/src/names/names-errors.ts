import type { ErrorDefinition } from '../errors/error-definition.js';

export const NAMES_ERRORS = {
  NAMES_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الاسم غير موجود.', en: 'This name does not exist.' },
  },
  NAMES_ORDER_TAKEN: {
    status: 409,
    messages: { ar: 'هذا الترتيب مستخدم لاسم آخر.', en: 'Another name already has this order.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
