import type { Language } from '@bayan/shared';
import { HELLO, renderEmail, type EmailText } from '../outbox/email-layout.js';
import type { MessageText } from '../outbox/messages.js';

/** Which contacts a change replaced. */
export interface ChangedContacts {
  email: boolean;
  phone: boolean;
}

const WHAT = {
  ar: (c: ChangedContacts) =>
    c.email && c.phone ? 'البريد الإلكتروني ورقم الجوال' : c.email ? 'البريد الإلكتروني' : 'رقم الجوال',
  en: (c: ChangedContacts) =>
    c.email && c.phone ? 'email address and mobile number' : c.email ? 'email address' : 'mobile number',
};

/**
 * To the old address after an email or phone change. The owner's language is not known (the
 * request may be an intruder's); every email is in both languages anyway.
 */
export function contactChangedEmail(changed: ChangedContacts, undoLink: string): EmailText {
  return renderEmail({
    subject: { ar: 'تغيّرت بيانات الاتصال في حسابك في بيان', en: 'Your Bayan contact details changed' },
    ar: [
      HELLO.ar,
      { text: `تغيّر ${WHAT.ar(changed)} في حسابك في بيان.` },
      { text: 'إن كنت أنت فلا حاجة لأي إجراء.' },
      {
        text: 'إن لم تكن أنت فافتح الرابط التالي خلال ٧ أيام، وهو صالح لمرة واحدة: يعيد البيانات السابقة ويُخرج كل الأجهزة من الحساب، ثم أعد تعيين كلمة المرور فوراً.',
      },
      { link: undoLink, label: 'إعادة البيانات السابقة' },
    ],
    en: [
      HELLO.en,
      { text: `The ${WHAT.en(changed)} of your Bayan account was changed.` },
      { text: 'If it was you, there is nothing to do.' },
      {
        text: 'If it was not you, open this link within 7 days; it works once: it puts the previous details back and logs every device out. Then reset your password at once.',
      },
      { link: undoLink, label: 'Put my previous details back' },
    ],
  });
}

/** The same notice by SMS to the old phone, short. */
export function contactChangedSms(changed: ChangedContacts, undoLink: string): MessageText {
  return {
    subject: 'تغيّرت بيانات حسابك | Account details changed',
    body: [
      `بيان: تغيّر ${WHAT.ar(changed)} في حسابك. إن لم تكن أنت فتراجع خلال ٧ أيام من الرابط.`,
      `Bayan: your ${WHAT.en(changed)} changed. Not you? Undo within 7 days:`,
      undoLink,
    ].join('\n'),
  };
}

const UNDONE: Record<Language, string> = {
  ar: 'أُعيدت بيانات الاتصال السابقة وأُخرجت كل الأجهزة من الحساب. أعد تعيين كلمة المرور الآن من «نسيت كلمة المرور».',
  en: 'Your previous contact details are back and every device has been logged out. Reset your password now with “Forgot password”.',
};

/** The `{message}` of a used undo link, in the language of the request. */
export function undoneMessage(lang: Language): { message: string } {
  return { message: UNDONE[lang] };
}
