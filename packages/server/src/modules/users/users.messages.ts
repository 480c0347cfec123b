export interface WelcomeEmail {
  name: string;
  email: string;
  password: string;
  loginUrl: string;
}

/**
 * The email to an account an admin created without choosing a password. The recipient's
 * language is not known yet, so it is written in Arabic first, then English.
 */
export function welcomeEmail({ name, email, password, loginUrl }: WelcomeEmail) {
  return {
    subject: 'حسابك في بيان | Your Bayan account',
    body: [
      `مرحباً ${name}،`,
      '',
      'أنشأ لك مدير النظام حساباً في بيان.',
      `البريد الإلكتروني: ${email}`,
      `كلمة المرور المؤقتة: ${password}`,
      `سجّل الدخول من ${loginUrl} وستُطلب منك كلمة مرور جديدة عند أول دخول.`,
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      'An administrator has created a Bayan account for you.',
      `Email: ${email}`,
      `Temporary password: ${password}`,
      `Log in at ${loginUrl}; you will be asked to choose a new password the first time.`,
    ].join('\n'),
  };
}
