import type { EndowmentStatus, Language } from '@bayan/shared';
import type { NotificationContent } from '../../notifications/notifications.repository.js';
import { HELLO, renderEmail, type EmailText } from '../../outbox/email-layout.js';
import type { MessageText } from '../../outbox/messages.js';

/*
 * What the signing flow tells people: the invitees (live notification, SMS, email), the endower
 * at every transition (live notification), and the reminders. Links are the web app's pages.
 */

export const endowerLink = (deed: string) => `/dashboard/endowments/${deed}`;
/** The web app's signing page (packages/web features/endowments/signing/signing-paths.ts). */
export const invitationLink = (invitation: string) => `/dashboard/endowments/invitations/${invitation}`;
export const verifyLink = (publicUrl: string, code: string) => `${publicUrl}/verify/${code}`;

export function invitationNotice(invitation: string, reminder = false): NotificationContent {
  return {
    kind: 'endowment',
    titleAr: reminder ? 'تذكير: وثيقة وقف بانتظار توقيعك' : 'وثيقة وقف بانتظار توقيعك',
    titleEn: reminder ? 'Reminder: a deed awaits your signature' : 'A deed awaits your signature',
    descriptionAr: 'راجع نسخة الوثيقة وبصمتها ثم وقّع برمز يصلك على جوالك، أو ارفض مع ذكر السبب.',
    descriptionEn:
      'Review the version and its hash, then sign with a code sent to your phone, or refuse with a reason.',
    link: invitationLink(invitation),
  };
}

/** The invitation by SMS, to the phone the endower entered, in the submitting request's language. */
export function invitationMessage(lang: Language, link: string, reminder = false): MessageText {
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: reminder ? 'تذكير: وثيقة وقف بانتظار توقيعك' : 'وثيقة وقف بانتظار توقيعك',
      body: `${reminder ? 'تذكير: ' : ''}سُمّيت في وثيقة وقف في بيان وهي بانتظار توقيعك.\nسجّل الدخول أو أنشئ حساباً برقم هويتك، ثم أثبت برمز يصل إلى هذا الجوال أنك الطرف المسمّى، وراجعها:\n${link}`,
    },
    en: {
      subject: reminder
        ? 'Reminder: an endowment deed awaits your signature'
        : 'An endowment deed awaits your signature',
      body: `${reminder ? 'Reminder: ' : ''}You are named in an endowment deed on Bayan that awaits your signature.\nLog in or sign up with your ID number, prove with a code sent to this phone that you are the party named, and review it:\n${link}`,
    },
  };
  return texts[lang];
}

/** The invitation by email: the same words, with the deed's page as a button. */
export function invitationEmail(link: string, reminder = false): EmailText {
  return renderEmail({
    subject: {
      ar: reminder ? 'تذكير: وثيقة وقف بانتظار توقيعك' : 'وثيقة وقف بانتظار توقيعك',
      en: reminder ? 'Reminder: an endowment deed awaits your signature' : 'An endowment deed awaits your signature',
    },
    ar: [
      HELLO.ar,
      { text: 'سُمّيت في وثيقة وقف في بيان وهي بانتظار توقيعك.' },
      {
        text: 'سجّل الدخول أو أنشئ حساباً برقم هويتك، ثم أثبت برمز يصل إلى جوالك الذي أدخله الواقف أنك الطرف المسمّى، وراجعها.',
      },
      { link, label: 'مراجعة الوثيقة' },
    ],
    en: [
      HELLO.en,
      { text: 'You are named in an endowment deed on Bayan that awaits your signature.' },
      {
        text: 'Log in or sign up with your ID number, prove with a code sent to the phone the endower entered for you that you are the party named, and review it.',
      },
      { link, label: 'Review the deed' },
    ],
  });
}

/**
 * The code that proves a party is who the endower named (sent to the phone the endower entered for
 * them). Whoever holds the phone is told why it came, so a code they did not ask for warns them.
 */
export function claimCodeMessage(lang: Language, code: string, endowerName: string): MessageText {
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: 'رمز إثبات الطرف في وثيقة وقف',
      body: `رمز بيان: ${code}\nلإثبات أنك الطرف الذي سمّاه ${endowerName} في وثيقة وقف. أدخله بنفسك فقط، ولا تعطه لأحد. إن لم تطلبه فهناك من يحاول الظهور باسمك: تجاهله وأبلغ الواقف.`,
    },
    en: {
      subject: 'Endowment deed party code',
      body: `Bayan code: ${code}\nTo prove you are the party ${endowerName} named in an endowment deed. Enter it yourself only; never give it to anyone. If you did not ask for it, someone is trying to act as you: ignore it and tell the endower.`,
    },
  };
  return texts[lang];
}

/** What a signing code signs, as its SMS names it. */
export interface SignedThing {
  endowerName: string;
  version: number;
  hash: string;
}

/** How many leading characters of the hash the signing SMS shows (the screen shows the whole hash). */
export const HASH_PREFIX_LENGTH = 8;

/**
 * The signing code's SMS (6 digits, 5 minutes), naming what the code signs: whose deed, which
 * version, the hash's first characters, to compare with the screen. The code comes first, so a
 * phone's autofill and the outbox readers find it before the hash's digits.
 */
export function signingCodeMessage(lang: Language, code: string, signed: SignedThing): MessageText {
  const hash = signed.hash.slice(0, HASH_PREFIX_LENGTH);
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: 'رمز توقيع وثيقة الوقف',
      body: `رمز توقيع وثيقة الوقف في بيان: ${code}\nلتوقيع وقف ${signed.endowerName}، النسخة ${signed.version}، البصمة ${hash}…\nقارن البصمة بما تراه على الشاشة قبل التوقيع. الرمز صالح لمدة 5 دقائق لهذه النسخة وحدها؛ لا تشاركه مع أحد.`,
    },
    en: {
      subject: 'Endowment deed signing code',
      body: `Your Bayan endowment signing code: ${code}\nTo sign the endowment deed of ${signed.endowerName}, version ${signed.version}, hash ${hash}…\nCompare the hash with the one on your screen before signing. The code is valid for 5 minutes for this version only; do not share it with anyone.`,
    },
  };
  return texts[lang];
}

const STATUS_WORDS: Record<EndowmentStatus, { ar: string; en: string }> = {
  DRAFT: { ar: 'عادت مسودة للتعديل', en: 'is back to a draft for editing' },
  SUBMITTED: { ar: 'أُرسلت للتوقيع', en: 'was sent for signing' },
  UNDER_REVIEW: { ar: 'قيد التوقيع', en: 'is being signed' },
  CHANGES_REQUESTED: { ar: 'طُلب تعديلها: رفض أحد الموقّعين', en: 'needs changes: a signer refused' },
  SIGNED_BY_ALL: { ar: 'وقّعها جميع الأطراف، ويمكنك اعتمادها', en: 'is signed by all; you can finalise it' },
  FINAL: { ar: 'اعتُمدت وأُعطيت رقماً', en: 'is finalised and numbered' },
  REGISTERED: { ar: 'سُجّلت بصك رسمي', en: 'is registered with an official deed' },
  WITHDRAWN: { ar: 'سُحبت', en: 'was withdrawn' },
};

/** The endower's notice of a transition of their deed. */
export function endowerNotice(deed: string, status: EndowmentStatus, signed?: boolean): NotificationContent {
  const words = STATUS_WORDS[status];
  return {
    kind: 'endowment',
    titleAr: signed ? 'وقّع أحد الأطراف وثيقة الوقف' : `وثيقة الوقف ${words.ar}`,
    titleEn: signed ? 'A party signed your endowment deed' : `Your endowment deed ${words.en}`,
    descriptionAr: 'افتح الوثيقة لمتابعة حالة التواقيع.',
    descriptionEn: 'Open the deed to follow its signatures.',
    link: endowerLink(deed),
  };
}

/** A signer's notice that their signature no longer counts: the endower edited the deed. */
export function resignNotice(invitation: string): NotificationContent {
  return {
    kind: 'endowment',
    titleAr: 'عُدّلت وثيقة الوقف: يلزم التوقيع من جديد',
    titleEn: 'The endowment deed was edited: re-sign required',
    descriptionAr: 'أُلغي توقيعك على النسخة السابقة؛ ستصلك دعوة بالنسخة الجديدة.',
    descriptionEn: 'Your signature of the previous version was revoked; you will be invited to the new one.',
    link: invitationLink(invitation),
  };
}
