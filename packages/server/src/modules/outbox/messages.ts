import type { Language } from '@bayan/shared';

/** An email or SMS text, in the language of the request that caused it. */
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

export function confirmEmailMessage(lang: Language, link: string): MessageText {
  const texts: Texts = {
    ar: {
      subject: 'تأكيد البريد الإلكتروني في بيان',
      body: `مرحباً،\n\nلتأكيد بريدك الإلكتروني في بيان افتح الرابط التالي خلال 24 ساعة:\n${link}\n\nإن لم تنشئ حساباً في بيان فتجاهل هذه الرسالة.`,
    },
    en: {
      subject: 'Confirm your email address for Bayan',
      body: `Hello,\n\nTo confirm your email address for Bayan, open this link within 24 hours:\n${link}\n\nIf you did not create a Bayan account, ignore this message.`,
    },
  };
  return texts[lang];
}

export function resetPasswordMessage(lang: Language, link: string): MessageText {
  const texts: Texts = {
    ar: {
      subject: 'إعادة تعيين كلمة المرور في بيان',
      body: `مرحباً،\n\nطُلبت إعادة تعيين كلمة مرور حسابك في بيان. لاختيار كلمة مرور جديدة افتح الرابط التالي خلال 60 دقيقة، وهو صالح لمرة واحدة:\n${link}\n\nإن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.`,
    },
    en: {
      subject: 'Reset your Bayan password',
      body: `Hello,\n\nSomeone asked to reset the password of your Bayan account. To choose a new password, open this link within 60 minutes; it works once:\n${link}\n\nIf you did not ask for this, ignore this message and your password stays as it is.`,
    },
  };
  return texts[lang];
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
export function emailTakenMessage(lang: Language, loginLink: string): MessageText {
  const texts: Texts = {
    ar: {
      subject: 'محاولة تسجيل ببريدك الإلكتروني في بيان',
      body: `مرحباً،\n\nحاول أحدهم إنشاء حساب جديد في بيان ببريدك الإلكتروني، ولديك حساب به من قبل، فلم نربطه بالحساب الجديد.\nإن كنت أنت فسجّل الدخول بحسابك الحالي، أو أعد تعيين كلمة المرور إن نسيتها:\n${loginLink}\n\nإن لم تكن أنت فلا حاجة لأي إجراء.`,
    },
    en: {
      subject: 'Someone tried to register with your email address on Bayan',
      body: `Hello,\n\nSomeone tried to create a new Bayan account with your email address. You already have an account with it, so it was not linked to the new one.\nIf it was you, log in to your existing account, or reset your password if you forgot it:\n${loginLink}\n\nIf it was not you, there is nothing to do.`,
    },
  };
  return texts[lang];
}
