import type { Language } from '@bayan/shared';

/** The `{message}` of the accounts calls that answer no data, in the caller's language. */
const REPLIES = {
  resetRequested: {
    ar: 'إن كان هذا الحساب مسجّلاً لدينا فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور.',
    en: 'If this account exists, we have sent it a link to reset the password.',
  },
  passwordReset: {
    ar: 'تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة.',
    en: 'Your password has been changed; log in with the new one.',
  },
  passwordChanged: { ar: 'تم تغيير كلمة المرور بنجاح.', en: 'Your password has been changed.' },
  codeSent: { ar: 'أرسلنا رمز التحقق إلى جوالك.', en: 'We have sent a verification code to your phone.' },
  linkSent: {
    ar: 'أرسلنا رابط التأكيد إلى بريدك الإلكتروني.',
    en: 'We have sent a confirmation link to your email address.',
  },
  emailConfirmed: { ar: 'تم تأكيد بريدك الإلكتروني.', en: 'Your email address is confirmed.' },
  totpDisabled: { ar: 'أُوقف التحقق بخطوتين.', en: 'Two-step verification is off.' },
  totpReset: {
    ar: 'أُعيد تعيين التحقق بخطوتين لهذا الحساب وأُنهيت جلساته.',
    en: 'Two-step verification of this account is reset and its sessions have ended.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ReplyKey = keyof typeof REPLIES;

export function replyMessage(key: ReplyKey, lang: Language): { message: string } {
  return { message: REPLIES[key][lang] };
}
