import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Language } from '@bayan/shared';
import { fill, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import ForgotRoute from './forgot';

const FORGET = API_ROUTES['auth.forgetPassword'].path;

/** Asks for a link with what the user typed; the server answers alike for every identity. */
async function ask(typed: string, language: Language = 'ar') {
  const sent: unknown[] = [];
  server.use(
    http.post(FORGET, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'accepted' }, { status: 202 });
    }),
  );
  const { user } = await renderPage(<ForgotRoute />, { language, path: '/forgot' });
  await fill(user, screen.getByRole('textbox'), typed);
  await user.click(screen.getByRole('button', { name: language === 'ar' ? 'أرسل الرابط' : 'Send the link' }));
  const status = await screen.findByRole('status');
  expect(sent).toEqual([{ login: typed }]);
  return status;
}

/** What the page shows of the typed value: a number in the page's digits, an email as it is. */
const CASES: { case: string; typed: string; shown?: string; language: Language; heading: string; says: string[] }[] = [
  {
    case: 'a mobile number: by SMS to that number',
    typed: '0551234567',
    shown: '٠٥٥١٢٣٤٥٦٧',
    language: 'ar',
    heading: 'تفقّد رسائلك النصية',
    says: [
      'إن كان هناك حساب يستخدم رقم الجوال ٠٥٥١٢٣٤٥٦٧، فرابط اختيار كلمة المرور الجديدة في طريقه إليه برسالة نصية.',
    ],
  },
  {
    case: 'an email address: to that email address',
    typed: 'huda@example.com',
    language: 'ar',
    heading: 'تفقّد بريدك الإلكتروني',
    says: [
      'إن كان هناك حساب يستخدم البريد الإلكتروني huda@example.com، فرابط اختيار كلمة المرور الجديدة في طريقه إلى هذا البريد.',
    ],
  },
  {
    case: 'an ID number: to its email, or by SMS when it has none',
    typed: '1012345678',
    shown: '١٠١٢٣٤٥٦٧٨',
    language: 'ar',
    heading: 'تفقّد بريدك أو رسائلك النصية',
    says: ['يستخدم رقم الهوية ١٠١٢٣٤٥٦٧٨', 'في طريقه إلى بريده الإلكتروني، أو برسالة نصية إلى جواله إن لم يكن له بريد'],
  },
  {
    case: 'in English, a mobile number',
    typed: '+966551234567',
    language: 'en',
    heading: 'Check your text messages',
    says: [
      'If an account uses the mobile number +966551234567, a link to choose a new password is on its way to it by SMS.',
    ],
  },
  {
    case: 'in English, an email address',
    typed: 'huda@example.com',
    language: 'en',
    heading: 'Check your email',
    says: [
      'If an account uses the email address huda@example.com, a link to choose a new password is on its way to this email address.',
    ],
  },
];

describe('ForgotRoute: the answer says where the link goes, by what was typed', () => {
  it.each(CASES)('$case', async ({ typed, shown = typed, language, heading, says }) => {
    const status = await ask(typed, language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    for (const words of says) expect(status).toHaveTextContent(words);
    // The typed value, kept left to right inside the sentence.
    const bdi = status.querySelector('bdi');
    expect(bdi).toHaveAttribute('dir', 'ltr');
    expect(bdi).toHaveTextContent(shown);
    // The page says what happened; no toast repeats it.
    expect(screen.queryByText(language === 'ar' ? 'تمت العملية بنجاح' : 'Done successfully')).toBeNull();
  });
});
