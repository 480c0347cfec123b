import type { Language } from '@bayan/shared';
import { HELLO, renderEmail, type EmailText } from './email-layout.js';

/** An SMS's subject and text; an email is an EmailText, in both languages (email-layout.ts). */
export interface MessageText {
  subject: string;
  body: string;
}

type Texts = Record<Language, MessageText>;

export function otpMessage(lang: Language, code: string): MessageText {
  const texts: Texts = {
    ar: {
      subject: 'رمز التحقق',
      body: `رمز التحقق في بيان: ${code}\nصالح لمدة 5 دقائق. لا تشاركه مع أحد.`,
    },
    en: {
      subject: 'Verification code',
      body: `Your Bayan verification code: ${code}\nIt is valid for 5 minutes. Do not share it with anyone.`,
    },
  };
  return texts[lang];
}

/** The email confirmation link (24 hours). */
export function confirmAddressEmail(link: string): EmailText {
  return renderEmail({
    subject: { ar: 'تأكيد البريد الإلكتروني في بيان', en: 'Confirm your email address for Bayan' },
    ar: [
      HELLO.ar,
      { text: 'لتأكيد بريدك الإلكتروني في بيان افتح الرابط التالي خلال 24 ساعة.' },
      { link, label: 'تأكيد البريد الإلكتروني' },
      { text: 'إن لم تنشئ حساباً في بيان فتجاهل هذه الرسالة.' },
    ],
    en: [
      HELLO.en,
      { text: 'To confirm your email address for Bayan, open this link within 24 hours.' },
      { link, label: 'Confirm my email address' },
      { text: 'If you did not create a Bayan account, ignore this message.' },
    ],
  });
}

/** The password reset link (60 minutes, once). */
export function resetPasswordEmail(link: string): EmailText {
  return renderEmail({
    subject: { ar: 'إعادة تعيين كلمة المرور في بيان', en: 'Reset your Bayan password' },
    ar: [
      HELLO.ar,
      {
        text: 'طُلبت إعادة تعيين كلمة مرور حسابك في بيان. لاختيار كلمة مرور جديدة افتح الرابط التالي خلال 60 دقيقة، وهو صالح لمرة واحدة.',
      },
      { link, label: 'اختيار كلمة مرور جديدة' },
      { text: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.' },
    ],
    en: [
      HELLO.en,
      {
        text: 'Someone asked to reset the password of your Bayan account. To choose a new password, open this link within 60 minutes; it works once.',
      },
      { link, label: 'Choose a new password' },
      { text: 'If you did not ask for this, ignore this message and your password stays as it is.' },
    ],
  });
}

/** The reset link by SMS, for a request made with the phone number: short, as texts are. */
export function resetPasswordSms(lang: Language, link: string): MessageText {
  const texts: Texts = {
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      body: `بيان: لاختيار كلمة مرور جديدة افتح الرابط خلال 60 دقيقة، وهو صالح لمرة واحدة:\n${link}\nإن لم تطلب ذلك فتجاهل الرسالة.`,
    },
    en: {
      subject: 'Password reset',
      body: `Bayan: to choose a new password, open this link within 60 minutes; it works once:\n${link}\nIf you did not ask for this, ignore this message.`,
    },
  };
  return texts[lang];
}

/** Sent to the owner of an address someone else tried to register with; the registration itself answers as usual. */
export function emailTakenEmail(loginLink: string): EmailText {
  return renderEmail({
    subject: {
      ar: 'محاولة تسجيل ببريدك الإلكتروني في بيان',
      en: 'Someone tried to register with your email address on Bayan',
    },
    ar: [
      HELLO.ar,
      {
        text: 'حاول أحدهم إنشاء حساب جديد في بيان ببريدك الإلكتروني، ولديك حساب به من قبل، فلم نربطه بالحساب الجديد.',
      },
      { text: 'إن كنت أنت فسجّل الدخول بحسابك الحالي، أو أعد تعيين كلمة المرور إن نسيتها.' },
      { link: loginLink, label: 'تسجيل الدخول' },
      { text: 'إن لم تكن أنت فلا حاجة لأي إجراء.' },
    ],
    en: [
      HELLO.en,
      {
        text: 'Someone tried to create a new Bayan account with your email address. You already have an account with it, so it was not linked to the new one.',
      },
      { text: 'If it was you, log in to your existing account, or reset your password if you forgot it.' },
      { link: loginLink, label: 'Log in' },
      { text: 'If it was not you, there is nothing to do.' },
    ],
  });
}
