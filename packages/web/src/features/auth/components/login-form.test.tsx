import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { LoginForm } from './login-form';

const LOGIN = API_ROUTES['auth.login'].path;
const identifier = () => screen.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الجوال أو رقم الهوية/ });
const password = () => screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });

describe('LoginForm', () => {
  it('flags both empty fields at once, focuses the first and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(http.post(LOGIN, async ({ request }) => void sent.push(await request.json())));
    const { user } = await renderPage(<LoginForm />);

    await user.click(screen.getByRole('button', { name: 'دخول' }));

    await waitFor(() =>
      expect(identifier()).toHaveAccessibleDescription('أدخل البريد الإلكتروني أو رقم الجوال أو رقم الهوية.'),
    );
    expect(identifier()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(identifier()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { user } = await renderPage(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'دخول' }));
    await waitFor(() => expect(identifier()).toHaveAttribute('aria-invalid', 'true'));
    await user.type(identifier(), 'huda@example.com');
    await waitFor(() => expect(identifier()).toHaveAccessibleDescription('أيّها استخدمت عند التسجيل'));
    expect(identifier()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAccessibleDescription('هذا الحقل مطلوب.');
  });

  it('puts the server’s message for wrong credentials on the password, once: no snackbar repeats it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(LOGIN, async ({ request }) => {
        sent.push(await request.json());
        return apiError(request, 'AUTH_INVALID_CREDENTIALS');
      }),
    );
    const { user } = await renderPage(<LoginForm />);

    await user.type(identifier(), 'huda@example.com');
    await user.type(password(), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'دخول' }));

    await waitFor(() => expect(password()).toHaveAccessibleDescription('بيانات الدخول غير صحيحة.'));
    expect(password()).toHaveFocus();
    // A toast would come a task after the field's message: give it the time to show, had it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('بيانات الدخول غير صحيحة.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([{ login: 'huda@example.com', password: 'not-her-password' }]);
  });

  it('speaks English when the page does', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({})));
    const { user } = await renderPage(<LoginForm />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Email, mobile number or ID number/ })).toHaveAccessibleDescription(
      'Enter an email, phone number or ID number.',
    );
  });

  describe('an account with an authenticator app', () => {
    const LOGIN_TOTP = API_ROUTES['auth.loginTotp'].path;

    it('asks for the app code after the password, or a recovery code, and stores no session before it', async () => {
      const profile = signInAs('ADMIN', { totp_enabled: true, must_enrol_totp: false });
      localStorage.clear();
      const sent: unknown[] = [];
      server.use(
        http.post(LOGIN, () =>
          HttpResponse.json({ mfa_required: true, mfa_token: 'challenge-token-0123456789', methods: ['totp'] }),
        ),
        http.post(LOGIN_TOTP, async ({ request }) => {
          const body = (await request.json()) as { code: string };
          sent.push(body);
          return body.code === '123456'
            ? apiError(request, 'AUTH_TOTP_INVALID')
            : HttpResponse.json({ access_token: 'a', refresh_token: 'r', profile });
        }),
      );
      const { user } = await renderPage(<LoginForm />);
      await user.type(identifier(), 'admin@example.com');
      await user.type(password(), 'her-password');
      await user.click(screen.getByRole('button', { name: 'دخول' }));

      const code = await screen.findByRole('textbox', { name: /الرمز المكوّن من ستة أرقام من التطبيق/ });
      expect(localStorage.getItem('token')).toBeNull();
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'تحقّق وادخل' }));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription('رمز التحقق غير صحيح أو انتهت صلاحيته أو استُخدم من قبل.'),
      );

      await user.click(screen.getByRole('button', { name: 'استخدام رمز استرداد بدلاً منه' }));
      await user.type(screen.getByRole('textbox', { name: /رمز الاسترداد/ }), 'ABCDE-FGHJK');
      await user.click(screen.getByRole('button', { name: 'تحقّق وادخل' }));
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 4000 });
      expect(localStorage.getItem('token')).toBe('a');
      expect(sent).toEqual([
        { mfa_token: 'challenge-token-0123456789', code: '123456' },
        { mfa_token: 'challenge-token-0123456789', code: 'ABCDE-FGHJK' },
      ]);
    });
  });

  describe('after a login begun elsewhere (?returnTo=)', () => {
    const loginTo = async (returnTo: string) => {
      const profile = signInAs('PATIENT');
      localStorage.clear();
      server.use(http.post(LOGIN, () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', profile })));
      const path = `/login?${new URLSearchParams({ returnTo }).toString()}`;
      const { user } = await renderPage(<LoginForm />, { path });
      await user.type(identifier(), '1012345678');
      await user.type(password(), 'her-password');
      await user.click(screen.getByRole('button', { name: 'دخول' }));
    };

    it('goes back to the dashboard page it names (a booking with its slot)', async () => {
      await loginTo('/dashboard/book-appointment?doctor=d-1&type=t-1&start=2026-12-01T09%3A00%3A00%2B03%3A00');
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard/book-appointment'), { timeout: 4000 });
      // The booking's page is the answer: no "done successfully" toast covers its fields.
      expect(screen.queryByText('تمت العملية بنجاح')).not.toBeInTheDocument();
      expect(new URLSearchParams(window.location.search).get('start')).toBe('2026-12-01T09:00:00+03:00');
    });

    it('goes to the dashboard instead of another site', async () => {
      await loginTo('//evil.example/dashboard');
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    });
  });
});
