import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Slot } from '@bayan/shared';
import { writeStored } from '../../../lib/storage';
import { signInAs } from '../../../test/fixtures';
import { apiError, server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { DOCTOR, freeSlot } from '../test-api';
import DoctorRoute from './doctor-route';
import { formatDayHeading } from '../../../lib/format-calendar';
import { addDays } from './free-days';

const DAY = addDays(new Date().toISOString().slice(0, 10), 2);
const TYPE = {
  id: 't-1',
  nameAr: 'كشف',
  nameEn: 'Check-up',
  durationMinutes: 30,
  priceHalalas: 15_000,
  autoConfirm: false,
};

function doctorApi({ slots = [freeSlot(DAY, '09:00'), freeSlot(DAY, '09:30', 'Full')] }: { slots?: Slot[] } = {}) {
  server.use(
    http.get(API_ROUTES['clinic.getDoctor'].path, () => HttpResponse.json(DOCTOR)),
    http.get(API_ROUTES['clinic.doctorAvailability'].path, () =>
      HttpResponse.json({
        doctor: 'd-1',
        timeZone: 'Asia/Riyadh',
        days: [{ date: DAY, slots }],
        consultationTypes: [TYPE],
      }),
    ),
  );
}

/** The button of a free time, found by the moment it stands for. */
const timeButton = (time: string) =>
  waitFor(() => {
    const button = document.querySelector(`time[datetime="${DAY}T${time}:00+03:00"]`)?.closest('button');
    if (!button) throw new Error(`no button for ${time}`);
    return button;
  });

/** The page at /doctors/d-1, with a stand-in for the pages it sends the visitor to. */
const page = (language: 'ar' | 'en' = 'en') =>
  renderPage(
    <Routes>
      <Route path="/doctors/:pubkey" element={<DoctorRoute />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { language, path: '/doctors/d-1' },
  );

describe('a doctor’s page', () => {
  it('shows the doctor, their rating and the free times only', async () => {
    doctorApi();
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'د. سمير' })).toBeVisible();
    expect(screen.getByText('Twenty years of dentistry.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(screen.getByText('12 ratings')).toBeVisible();
    expect(await timeButton('09:00')).toBeVisible();
    // The full time is not offered.
    expect(document.querySelector(`time[datetime="${DAY}T09:30:00+03:00"]`)).toBeNull();
  });

  it('titles the day’s times as every date pair reads: Hijri first, Gregorian in brackets, no middle dot (finding 1)', async () => {
    doctorApi();
    await page('ar');
    const heading = formatDayHeading(DAY, 'ar');
    const title = await screen.findByRole('heading', { level: 3, name: new RegExp(`^${heading.weekday}`) });
    expect(title).toHaveTextContent(`${heading.weekday} ${heading.hijri} (${heading.gregorian})`);
    expect(title.textContent).not.toContain('·');
  });

  it('asks a visitor to log in, and the login link carries the chosen time to the booking', async () => {
    doctorApi();
    const { user } = await page('ar');
    await user.click(await timeButton('09:00'));
    const prompt = await screen.findByRole('dialog', { name: 'سجّل الدخول للحجز' });
    expect(within(prompt).getByText('يرجى تسجيل الدخول لحجز موعد.')).toBeVisible();
    const login = within(prompt).getByRole('link', { name: 'تسجيل الدخول' });
    const back = new URL(login.getAttribute('href')!, 'https://x.test').searchParams.get('returnTo')!;
    expect(Object.fromEntries(new URL(back, 'https://x.test').searchParams)).toEqual({
      doctor: 'd-1',
      type: 't-1',
      start: `${DAY}T09:00:00+03:00`,
    });
  });

  it('offers a new patient an account or a request without one, each keeping the chosen time (findings 5, 11)', async () => {
    doctorApi();
    const { user } = await page('ar');
    const withoutAccount = await screen.findByRole('link', { name: /اطلب موعداً مع هذا الطبيب بدون حساب/ });
    expect(withoutAccount).toHaveAttribute('href', '/reservation?clinic=e-1&doctor=d-1');
    await user.click(await timeButton('09:00'));
    const prompt = await screen.findByRole('dialog', { name: 'سجّل الدخول للحجز' });
    const start = `${DAY}T09:00:00+03:00`;
    const register = new URL(
      within(prompt).getByRole('link', { name: 'إنشاء حساب مريض' }).getAttribute('href')!,
      'https://x.test',
    );
    expect(register.pathname).toBe('/patient-register');
    const back = new URL(register.searchParams.get('returnTo')!, 'https://x.test');
    expect(back.pathname).toBe('/dashboard/book-appointment');
    expect(Object.fromEntries(back.searchParams)).toEqual({ doctor: 'd-1', type: 't-1', start });
    const request = new URL(
      within(prompt).getByRole('link', { name: 'اطلب موعداً بدون حساب' }).getAttribute('href')!,
      'https://x.test',
    );
    expect(request.pathname).toBe('/reservation');
    expect(Object.fromEntries(request.searchParams)).toEqual({ clinic: 'e-1', doctor: 'd-1', start });
  });

  it('sends a logged-in patient straight to the booking’s confirm step', async () => {
    signInAs('PATIENT');
    writeStored('token', 'a-token');
    doctorApi();
    const { user } = await page();
    await user.click(await timeButton('09:00'));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(window.location.pathname).toBe('/dashboard/book-appointment');
    expect(new URLSearchParams(window.location.search).get('start')).toBe(`${DAY}T09:00:00+03:00`);
  });

  it('says so when no time is free', async () => {
    doctorApi({ slots: [freeSlot(DAY, '09:00', 'Full')] });
    await page();
    expect(await screen.findByRole('status')).toHaveTextContent('No available times');
  });

  it('says when the doctor does not exist', async () => {
    server.use(http.get(API_ROUTES['clinic.getDoctor'].path, ({ request }) => apiError(request, 'NOT_FOUND')));
    await page();
    expect(await screen.findByRole('heading', { name: 'This doctor could not be found.' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
