import { renderEmail, type EmailText } from '../outbox/email-layout.js';

export interface WelcomeEmail {
  name: string;
  email: string;
  password: string;
  loginUrl: string;
}

/** The email to an account an admin created without choosing a password. */
export function welcomeEmail({ name, email, password, loginUrl }: WelcomeEmail): EmailText {
  return renderEmail({
    subject: { ar: 'حسابك في بيان', en: 'Your Bayan account' },
    ar: [
      { text: `مرحباً ${name}،` },
      { text: 'أنشأ لك مدير النظام حساباً في بيان.' },
      {
        facts: [
          ['البريد الإلكتروني', email],
          ['كلمة المرور المؤقتة', password],
        ],
      },
      { text: 'سجّل الدخول بهما، وستُطلب منك كلمة مرور جديدة عند أول دخول.' },
      { link: loginUrl, label: 'تسجيل الدخول' },
    ],
    en: [
      { text: `Hello ${name},` },
      { text: 'An administrator has created a Bayan account for you.' },
      {
        facts: [
          ['Email', email],
          ['Temporary password', password],
        ],
      },
      { text: 'Log in with them; you will be asked to choose a new password the first time.' },
      { link: loginUrl, label: 'Log in' },
    ],
  });
}
