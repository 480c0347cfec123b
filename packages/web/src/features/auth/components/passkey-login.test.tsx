import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { LoginForm } from './login-form';

// jsdom has no WebAuthn: the browser library is replaced at its module boundary, nothing else.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const LOGIN = API_ROUTES['auth.login'].path;
const OPTIONS = API_ROUTES['auth.loginPasskeyOptions'].path;
const PASSKEY = API_ROUTES['auth.loginPasskey'].path;
const ASSERTION = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: {} };
const identifier = () => screen.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الجوال أو رقم الهوية/ });
const password = () => screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  localStorage.clear();
});

/** The server's half: the options asked for (their body kept) and the assertion sent back. */
function passkeyServer(profile: ReturnType<typeof signInAs>) {
  const sent: { options: unknown[]; login: unknown[] } = { options: [], login: [] };
  server.use(
    http.post(OPTIONS, async ({ request }) => {
      sent.options.push(await request.json());
      return HttpResponse.json({ challenge: 'chal-1', rpId: 'localhost', allowCredentials: [] });
    }),
    http.post(PASSKEY, async ({ request }) => {
      sent.login.push(await request.json());
      return HttpResponse.json({ access_token: 'a', refresh_token: 'r', profile });
    }),
  );
  return sent;
}

describe('a login by passkey', () => {
  it('signs in without a password: the server’s options go to the browser, its answer back', async () => {
    const profile = signInAs('USER');
    localStorage.clear();
    const sent = passkeyServer(profile);
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { user } = await renderPage(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'ادخل بمفتاح مرور' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    expect(localStorage.getItem('token')).toBe('a');
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'chal-1', rpId: 'localhost', allowCredentials: [] },
    });
    expect(sent).toEqual({ options: [{}], login: [{ response: ASSERTION }] });
  });

  it('says so when the browser gave no passkey, and sends nothing', async () => {
    const sent = passkeyServer(signInAs('USER'));
    localStorage.clear();
    webauthn.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'ادخل بمفتاح مرور' }));
    expect(await screen.findByText(/لم يُستخدم مفتاح المرور/)).toBeInTheDocument();
    expect(sent.login).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('finishes the second step with a passkey instead of the app’s code, for the same token', async () => {
    const profile = signInAs('ADMIN', { totp_enabled: true, must_enrol_totp: false });
    localStorage.clear();
    const sent = passkeyServer(profile);
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({
          mfa_required: true,
          mfa_token: 'challenge-token-0123456789',
          methods: ['totp', 'passkey'],
        }),
      ),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { user } = await renderPage(<LoginForm />);
    await user.type(identifier(), 'admin@example.com');
    await user.type(password(), 'her-password');
    await user.click(screen.getByRole('button', { name: 'دخول' }));
    await user.click(await screen.findByRole('button', { name: 'استخدم مفتاح مرور بدلاً من الرمز' }));
    await user.click(screen.getByRole('button', { name: 'استخدام مفتاح مرور' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    expect(sent).toEqual({
      options: [{ mfa_token: 'challenge-token-0123456789' }],
      login: [{ mfa_token: 'challenge-token-0123456789', response: ASSERTION }],
    });
  });

  it('offers only the passkey to an account that has no app, and shows the server’s refusal', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ mfa_required: true, mfa_token: 'challenge-token-0123456789', methods: ['passkey'] }),
      ),
      http.post(OPTIONS, () => HttpResponse.json({ challenge: 'chal-2' })),
      http.post(PASSKEY, ({ request }) => apiError(request, 'AUTH_PASSKEY_INVALID')),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage(<LoginForm />);
    await user.type(identifier(), 'admin@example.com');
    await user.type(password(), 'her-password');
    await user.click(screen.getByRole('button', { name: 'دخول' }));
    await user.click(await screen.findByRole('button', { name: 'استخدام مفتاح مرور' }));
    expect(screen.queryByRole('textbox', { name: /الرمز المكوّن من ستة أرقام/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/تعذّر التحقق من مفتاح المرور/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
