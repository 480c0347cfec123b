import type { ErrorDefinition } from '../errors/error-definition.js';

export const OUTBOX_ERRORS = {
  OUTBOX_MESSAGE_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الرسالة غير موجودة.', en: 'This message does not exist.' },
  },
  OUTBOX_NOT_FAILED: {
    status: 409,
    messages: {
      ar: 'لا يُعاد إرسال إلا رسالة فشل إرسالها.',
      en: 'Only a message whose delivery failed can be sent again.',
    },
  },
  OUTBOX_CHANNEL_OFF: {
    status: 409,
    messages: {
      ar: 'لا يوجد مزوّد مهيأ لقناة هذه الرسالة، فتبقى في صندوق الصادر.',
      en: 'No provider is set up for this message’s channel, so it stays in the outbox.',
    },
  },
  OUTBOX_PROVIDER_OFF: {
    status: 404,
    messages: {
      ar: 'مزوّد الرسائل هذا غير مفعّل على هذا الخادم.',
      en: 'This message provider is not set up on this server.',
    },
  },
  OUTBOX_CALLBACK_UNSIGNED: {
    status: 401,
    messages: {
      ar: 'تعذّر التحقق من توقيع إشعار حالة الرسالة.',
      en: 'The status callback’s signature or token could not be verified.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
