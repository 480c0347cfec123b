import type { ErrorDefinition } from '../errors/error-definition.js';

export const SETTINGS_ERRORS = {
  SETTINGS_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الإعداد غير موجود.', en: 'This setting does not exist.' },
  },
} as const satisfies Record<string, ErrorDefinition>;
