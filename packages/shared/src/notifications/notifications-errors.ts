import type { ErrorDefinition } from '../errors/error-definition.js';

export const NOTIFICATIONS_ERRORS = {
  NOTIFICATIONS_RECIPIENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'المستلم غير موجود.', en: 'This recipient does not exist.' },
  },
  NOTIFICATIONS_ROLE_FORBIDDEN: {
    status: 403,
    messages: {
      ar: 'لا يمكنك إرسال إعلان إلى أصحاب هذا الدور.',
      en: 'You cannot send an announcement to accounts of this role.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
