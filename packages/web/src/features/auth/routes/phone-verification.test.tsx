import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { writeStored } from '../../../lib/storage';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import PhoneVerificationRoute from './phone-verification';

const path = (key: keyof typeof API_ROUTES) => API_ROUTES[key].path;
const code = () => screen.getByRole('textbox', { name: /رمز التحقق/ });

/** Logged in, arriving without sign-up's state (after a skip, from the dashboard, in a new tab). */
async function arriveLoggedIn(pending: boolean, mustVerifyPhone = false) {
  writeStored('token', 'access-token');
  signInAs('USER', { phone: '+966551234567', is_phone_confirmed: false, must_verify_phone: mustVerifyPhone });
  const verified: unknown[] = [];
  let sends = 0;
  server.use(
    http.get(path('auth.phoneCode'), () => HttpResponse.json({ pending })),
    http.get(path('auth.sendPhoneOtp'), () => {
      sends += 1;
      return HttpResponse.json({ message: 'sent' });
    }),
    http.post(path('auth.otpVerify'), async ({ request }) => {
      verified.push(await request.json());
      return apiError(request, 'AUTH_OTP_INVALID');
    }),
  );
  const view = await renderPage(<PhoneVerificationRoute />, { path: '/phone-verification' });
  return { ...view, verified, sends: () => sends };
}

describe('PhoneVerificationRoute, logged in', () => {
  it('with a code waiting (the sign-up one), takes it through otp-verify', async () => {
    const { user, verified } = await arriveLoggedIn(true);
    await waitFor(() => expect(code()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'إرسال رمز جديد' })).toBeInTheDocument();
    await user.type(code(), '123456');
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(verified).toEqual([{ code: '123456' }]));
  });

  it('with no code waiting, offers to send one first and keeps the code field until it is sent', async () => {
    const { user, sends } = await arriveLoggedIn(false);
    const send = await screen.findByRole('button', { name: 'أرسل لي رمزاً' });
    expect(code()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeDisabled();
    // The first thing in the card: the main action comes before the field that waits for it.
    expect(send.compareDocumentPosition(code()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(send.className).toMatch(/contained/i);

    await user.click(send);
    await waitFor(() => expect(code()).toHaveFocus());
    expect(sends()).toBe(1);
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeEnabled();
  });
});

describe('PhoneVerificationRoute, otp_required_at_signup', () => {
  const skip = () => screen.queryByRole('link', { name: 'تخطَّ الآن، سأؤكّده لاحقاً' });

  it('offers to skip when the account may confirm its phone later', async () => {
    await arriveLoggedIn(true);
    await waitFor(() => expect(code()).toBeEnabled());
    expect(skip()).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('يمكنك استخدام حسابك بعد تأكيد رقم جوالك.')).not.toBeInTheDocument();
  });

  it('hides the skip and says why when the sign-up must confirm its phone first', async () => {
    await arriveLoggedIn(true, true);
    await waitFor(() => expect(code()).toBeEnabled());
    expect(screen.getByText('يمكنك استخدام حسابك بعد تأكيد رقم جوالك.')).toBeInTheDocument();
    expect(skip()).not.toBeInTheDocument();
  });

  it('lets a held account sign out (its number may be mistyped or another account’s)', async () => {
    let loggedOut = 0;
    server.use(
      http.post(path('auth.logout'), () => {
        loggedOut += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await arriveLoggedIn(true, true);
    await user.click(await screen.findByRole('button', { name: 'تسجيل الخروج' }));
    await waitFor(() => expect(loggedOut).toBe(1));
  });

  it('offers no sign-out where the account may skip', async () => {
    await arriveLoggedIn(true);
    await waitFor(() => expect(code()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'تسجيل الخروج' })).not.toBeInTheDocument();
  });
});
