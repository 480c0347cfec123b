import type { Language } from '@bayan/shared';
import type { MessageText } from '../../outbox/messages.js';

/** The visitor's SMS about their request, in the language they asked in. */

export function acceptedSms(
  lang: Language,
  facts: { clinic: string; doctor: string; when: string; link: string; passwordLink: string | null },
): MessageText {
  const password = {
    ar: facts.passwordLink
      ? `\nأنشأنا لك حساباً في بيان؛ اختر كلمة المرور من هذا الرابط خلال ٢٤ ساعة: ${facts.passwordLink}`
      : '',
    en: facts.passwordLink
      ? `\nWe opened a Bayan account for you; choose its password with this link within 24 hours: ${facts.passwordLink}`
      : '',
  };
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: 'قُبل طلب موعدك',
      body: `قُبل طلب موعدك في ${facts.clinic}: ${facts.when} مع ${facts.doctor}.\n${facts.link}${password.ar}`,
    },
    en: {
      subject: 'Your appointment request was accepted',
      body: `Your appointment request at ${facts.clinic} was accepted: ${facts.when} with ${facts.doctor}.\n${facts.link}${password.en}`,
    },
  };
  return texts[lang];
}

export function declinedSms(lang: Language, facts: { clinic: string; reason: string; link: string }): MessageText {
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: 'تعذّر قبول طلب موعدك',
      body: `تعذّر على ${facts.clinic} قبول طلب موعدك. السبب: ${facts.reason}\n${facts.link}`,
    },
    en: {
      subject: 'Your appointment request was declined',
      body: `${facts.clinic} could not accept your appointment request. Reason: ${facts.reason}\n${facts.link}`,
    },
  };
  return texts[lang];
}
