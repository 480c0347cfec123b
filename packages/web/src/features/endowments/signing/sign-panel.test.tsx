import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { AT, HASH, INVITATION, anInvitation, anInvitationDetail, documentApi, route } from '../signing-test-api';
import { otpDigits } from './otp-code';
import { OtpField } from './otp-field';
import { InvitationPage } from './sign-route';

const at = (key: Parameters<typeof route>[0]) => route(key).replace(':pubkey', INVITATION);

function signingApi() {
  const signed: unknown[] = [];
  const rejected: unknown[] = [];
  let codes = 0;
  server.use(
    http.post(at('endowments.invitationOtp'), () => {
      codes += 1;
      return HttpResponse.json({ phone: '+966 5• ••• ••67', expiresInSeconds: 300, resendAfterSeconds: 60 });
    }),
    http.post(at('endowments.sign'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      signed.push(body);
      if (body.code !== '123456') return apiError(request, 'AUTH_OTP_INVALID');
      return HttpResponse.json({});
    }),
    http.post(at('endowments.reject'), async ({ request }) => {
      rejected.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return { signed, rejected, codes: () => codes };
}

async function showInvitation(detail = anInvitationDetail(), onChanged = () => undefined) {
  signInAs('USER');
  documentApi(at('endowments.invitationDocument'));
  return renderPage(<InvitationPage invitation={detail} onChanged={onChanged} />);
}

afterEach(() => vi.useRealTimers());

describe('the code field', () => {
  it('keeps six digits, Arabic-Indic ones read as Latin', () => {
    expect(otpDigits('١٢٣ ٤٥٦')).toBe('123456');
    expect(otpDigits('12a34-5678')).toBe('123456');
    expect(otpDigits('۱۲۳')).toBe('123');
  });

  it('lets a new code be asked for once 60 seconds have passed, and waits again after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const resend = vi.fn(() => Promise.resolve());
    await renderPage(<OtpField value="" onChange={() => undefined} onResend={resend} />);
    expect(screen.getByRole('button', { name: 'رمز جديد بعد ٦٠ ث' })).toBeDisabled();
    for (let second = 0; second < 59; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'رمز جديد بعد ١ ث' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'أرسل رمزاً جديداً' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'رمز جديد بعد ٦٠ ث' })).toBeDisabled();
  });
});

describe('signing an invitation', () => {
  it('shows the version and its hash, sends a code, and signs that hash with the code typed in Arabic digits', async () => {
    const api = signingApi();
    const changed = vi.fn();
    const { user } = await showInvitation(anInvitationDetail(), changed);
    expect(screen.getByText('النسخة ١')).toBeVisible();
    expect(screen.getByTitle(HASH)).toBeVisible();
    expect(screen.queryByLabelText(/رمز التحقق/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    const field = await screen.findByLabelText(/رمز التحقق/);
    expect(api.codes()).toBe(1);
    // A new code only after 60 s.
    expect(screen.getByRole('button', { name: /رمز جديد بعد ٦٠/ })).toBeDisabled();
    await user.type(field, '١٢٣٤٥٦٧');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'وقّع' }));
    await waitFor(() => expect(api.signed).toEqual([{ code: '123456', hash: HASH }]));
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('puts a wrong or short code on the field', async () => {
    const api = signingApi();
    const { user } = await showInvitation();
    await user.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    const field = await screen.findByLabelText(/رمز التحقق/);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'وقّع' }));
    expect(screen.getByText('أدخل أرقام الرمز الستة.')).toBeVisible();
    expect(api.signed).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'وقّع' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('الرمز غير صحيح أو انتهت صلاحيته.'));
  });

  it('rejects only with a reason', async () => {
    const api = signingApi();
    const { user } = await showInvitation();
    await user.click(screen.getByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    expect(within(dialog).getByText('اذكر سبب الرفض.')).toBeVisible();
    expect(api.rejected).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/السبب/), 'نسبة المستفيدين خطأ');
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(api.rejected).toEqual([{ reason: 'نسبة المستفيدين خطأ' }]));
  });

  it('says "re-sign required" on a revoked invitation and leads to the new one', async () => {
    server.use(
      http.get(route('endowments.invitations'), () =>
        HttpResponse.json({
          data: [
            anInvitation({ state: 'REVOKED', signedAt: AT, revokedAt: AT, actionable: false }),
            anInvitation({ pubkey: 'inv-new', version: 2, resignRequired: true }),
          ],
          total: 2,
          currentPage: 1,
        }),
      ),
    );
    await showInvitation(anInvitationDetail({ state: 'REVOKED', signedAt: AT, revokedAt: AT, actionable: false }));
    expect(screen.getByText(/يلزم التوقيع من جديد: عُدّلت الوثيقة/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'أرسل الرمز' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'افتح النسخة الجديدة' })).toHaveAttribute(
      'href',
      '/dashboard/endowments/invitations/inv-new',
    );
  });

  it('shows when a signed invitation was signed, and no code to ask for', async () => {
    await showInvitation(anInvitationDetail({ state: 'SIGNED', signedAt: AT, actionable: false }));
    expect(screen.getByRole('alert')).toHaveTextContent(/وقّع في .*١٤٤٨/);
    expect(screen.queryByRole('button', { name: 'أرسل الرمز' })).toBeNull();
  });
});

describe('the invitation page (walk findings 17, 19)', () => {
  it('is headed by the deed’s name, and opens the whole deed full-screen to read, then closes back to signing', async () => {
    const { user } = await showInvitation();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^وقف المسجد$/);
    await user.click(screen.getByRole('button', { name: 'اقرأ الوثيقة كاملة' }));
    const reader = await screen.findByRole('dialog', { name: 'الوثيقة كما أُرسلت (النسخة ١)' });
    const frame = await within(reader).findByTitle('الوثيقة كما أُرسلت (النسخة ١)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('الفقرة الأولى');
    await user.click(within(reader).getByRole('button', { name: 'أغلق الوثيقة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'أرسل الرمز' })).toBeVisible();
  });
});
