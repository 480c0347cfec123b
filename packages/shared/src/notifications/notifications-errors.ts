import type { ErrorDefinition } from '../errors/error-definition.js';

export const NOTIFICATIONS_ERRORS = {
  NOTIFICATIONS_RECIPIENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'المستلم غير موجود.', en: 'This recipient does not exist.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
