import type { ErrorDefinition } from '../errors/error-definition.js';

export const CALENDAR_FEED_ERRORS = {
  // One answer for an unknown, replaced or turned-off link, whatever was wrong with it.
  CLINIC_FEED_NOT_FOUND: {
    status: 404,
    messages: {
      ar: 'رابط التقويم هذا لا يعمل. انسخ الرابط الحالي من إعدادات حسابك في بيان.',
      en: 'This calendar link does not work. Copy the current link from your Bayan account settings.',
    },
  },
  // The access map lets doctors and patients in, and the SUPERADMIN everywhere: theirs has no appointments.
  CLINIC_FEED_NOT_FOR_ROLE: {
    status: 403,
    messages: {
      ar: 'رابط التقويم للأطباء والمرضى، يعرض مواعيدهم.',
      en: 'Calendar links are for doctors and patients: they list their appointments.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
