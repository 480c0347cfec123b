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

/** The typed value, kept left to right inside the sentence. */
function echoed(status: HTMLElement, typed: string) {
  const bdi = status.querySelector('bdi');
  expect(bdi).toHaveAttribute('dir', 'ltr');
  expect(bdi).toHaveTextContent(typed);
}

describe('ForgotRoute: the answer says where the link goes, by what was typed', () => {
  it('a mobile number: by SMS to that number', async () => {
    const status = await ask('0551234567');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تفقّد رسائلك النصية');
    expect(status).toHaveTextContent(
      'إن كان هناك حساب يستخدم رقم الجوال 0551234567، فرابط اختيار كلمة المرور الجديدة في طريقه إليه برسالة نصية.',
    );
    echoed(status, '0551234567');
  });

  it('an email address: to that email address', async () => {
    const status = await ask('huda@example.com');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تفقّد بريدك الإلكتروني');
    expect(status).toHaveTextContent(
      'إن كان هناك حساب يستخدم البريد الإلكتروني huda@example.com، فرابط اختيار كلمة المرور الجديدة في طريقه إلى هذا البريد.',
    );
    echoed(status, 'huda@example.com');
  });

  it('an ID number: to its email, or by SMS when it has none', async () => {
    const status = await ask('1012345678');
    expect(status).toHaveTextContent('يستخدم رقم الهوية 1012345678');
    expect(status).toHaveTextContent('في طريقه إلى بريده الإلكتروني، أو برسالة نصية إلى جواله إن لم يكن له بريد');
    echoed(status, '1012345678');
  });

  it('in English, a mobile number', async () => {
    const status = await ask('+966551234567', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your text messages');
    expect(status).toHaveTextContent(
      'If an account uses the mobile number +966551234567, a link to choose a new password is on its way to it by SMS.',
    );
    echoed(status, '+966551234567');
  });

  it('in English, an email address', async () => {
    const status = await ask('huda@example.com', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(
      'If an account uses the email address huda@example.com, a link to choose a new password is on its way to this email address.',
    );
  });
});
