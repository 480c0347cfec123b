import type { ErrorDefinition } from '../errors/error-definition.js';

export const EVENTS_ERRORS = {
  EVENTS_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الحدث غير موجود.', en: 'This event does not exist.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
