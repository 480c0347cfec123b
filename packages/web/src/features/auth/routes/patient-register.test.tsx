import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { fill, renderPage } from '../../../test/render';
import { Route, Routes } from 'react-router';
import { signInAs } from '../../../test/fixtures';
import PatientRegisterRoute from './patient-register';
import PhoneVerificationRoute from './phone-verification';

const PATIENT_REGISTER = API_ROUTES['auth.patientRegister'].path;
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillForm(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await fill(user, field(/^الاسم الأول/), 'هدى');
  await fill(user, field(/^اسم العائلة/), 'الحربي');
  await fill(user, field(/^البريد الإلكتروني/), 'huda@example.com');
  await fill(user, field(/^رقم الجوال/), '0512345678');
  await user.click(screen.getByRole('radio', { name: 'أنثى' }));
  await fill(user, field(/^كلمة المرور/), 'quiet-lantern-orbit');
  await fill(user, field(/^تأكيد كلمة المرور/), 'quiet-lantern-orbit');
  await user.click(screen.getByRole('checkbox'));
}

describe('the patient sign-up screen', () => {
  it('needs the ID number and the birthday, then signs up at patient-register with them', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(PATIENT_REGISTER, async ({ request }) => {
        sent.push(await request.json());
        return apiError(request, 'AUTH_REGISTRATION_CLOSED');
      }),
      http.post(API_ROUTES['auth.register'].path, () => HttpResponse.error()),
    );
    const { user } = await renderPage(<PatientRegisterRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'حساب مريض جديد' })).toBeVisible();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(field(/^رقم الهوية أو الإقامة/)).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    expect(sent).toEqual([]);

    await fill(user, field(/^رقم الهوية أو الإقامة/), '١٠٠٠٠٠٠٠٠٨');
    await fill(user, field(/^تاريخ الميلاد/), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ idNumber: '1000000008', birthday: '1990-04-01', phone: '+966512345678' });
  });

  it('keeps a booking begun on a doctor’s page: an existing account logs in and goes on to it (finding 11)', async () => {
    const booking = '/dashboard/book-appointment?doctor=d-1&type=t-1&start=2027-01-10T10%3A30%3A00%2B03%3A00';
    await renderPage(<PatientRegisterRoute />, { path: `/patient-register?returnTo=${encodeURIComponent(booking)}` });
    const login = new URL(screen.getByRole('link', { name: /تسجيل الدخول/ }).getAttribute('href')!, 'https://x.test');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('returnTo')).toBe(booking);
  });

  it('after signing up, the phone’s page leads on to the booking begun before (finding 11)', async () => {
    const booking = '/dashboard/book-appointment?doctor=d-1&type=t-1&start=2027-01-10T10%3A30%3A00%2B03%3A00';
    const profile = signInAs('PATIENT', { phone: '+966512345678', is_phone_confirmed: false });
    server.use(
      http.post(PATIENT_REGISTER, () =>
        HttpResponse.json({ access_token: 'a', refresh_token: 'r', profile: { ...profile, must_verify_phone: false } }),
      ),
    );
    const { user } = await renderPage(
      <Routes>
        <Route path="/patient-register" element={<PatientRegisterRoute />} />
        <Route path="/phone-verification" element={<PhoneVerificationRoute />} />
      </Routes>,
      { path: `/patient-register?returnTo=${encodeURIComponent(booking)}` },
    );
    await fillForm(user);
    await fill(user, field(/^رقم الهوية أو الإقامة/), '1000000008');
    await fill(user, field(/^تاريخ الميلاد/), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const later = await screen.findByRole('link', { name: 'تخطَّ الآن، سأؤكّده لاحقاً' }, { timeout: 5000 });
    expect(later).toHaveAttribute('href', booking);
  });
});
