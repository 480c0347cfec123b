import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import BookingRoute from './booking-route';
import { at, booked, bookingApi } from './booking-test-api';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

/** Speciality, doctor and type chosen: the slot step is on screen. */
async function upToSlots(user: User) {
  await user.click(await screen.findByRole('button', { name: /Dentistry/ }));
  await user.click(await screen.findByRole('button', { name: /د. سمير/ }));
  await user.click(await screen.findByRole('button', { name: /Check-up/ }));
  return screen.findByRole('region', { name: 'Choose a day and a time' });
}

const slotButtons = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .filter((button) => button.querySelector('time')?.getAttribute('datetime')?.includes('T'));

describe('booking an appointment (a patient)', () => {
  it('goes speciality → doctor → type → time → confirm, and says a request waits for the doctor', async () => {
    signInAs('PATIENT');
    const calls = bookingApi();
    const { user } = await renderPage(<BookingRoute />, { language: 'en', path: '/dashboard/book-appointment' });

    const slots = await upToSlots(user);
    expect(await within(slots).findByText(/clinic's time \(.+\)/)).toBeVisible();
    const [free, full, blocked] = slotButtons(slots);
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Full');
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveTextContent('Unavailable');
    expect(calls.availability.at(-1)).toMatchObject({ type: 't-1' });
    await user.click(free!);

    const confirm = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(within(confirm).getByText(/SAR\s?150\.00, 30 min/)).toBeVisible();
    expect(within(confirm).getByText(/AH \(.+ 2026\) at/)).toBeVisible();
    await fill(user, within(confirm).getByRole('textbox', { name: /Notes/ }), 'Toothache');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the appointment' }));

    expect(await screen.findByText('Your request has been sent successfully')).toBeVisible();
    expect(calls.bookings).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
        body: { doctorPubkey: 'd-1', start: at('09:00'), consultationType: 't-1', notes: 'Toothache' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/dashboard/my-appointments');
  });

  it('says so when a speciality has no doctors, in Arabic', async () => {
    signInAs('PATIENT');
    bookingApi({ doctors: [] });
    const { user } = await renderPage(<BookingRoute />);
    await user.click(await screen.findByRole('button', { name: /طب الأسنان/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('لا يوجد أطباء متاحون');
  });

  it('says so when the doctor offers no consultation type', async () => {
    signInAs('PATIENT');
    bookingApi({ types: [] });
    const { user } = await renderPage(<BookingRoute />);
    await user.click(await screen.findByRole('button', { name: /طب الأسنان/ }));
    await user.click(await screen.findByRole('button', { name: /د. سمير/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('لم يتم تحديد أنواع استشارة');
  });

  it('says so when no time is free, and the full ones cannot be chosen', async () => {
    signInAs('PATIENT');
    bookingApi({ slots: [{ start: at('09:00'), end: at('09:30'), seatsLeft: 0, state: 'Full' }] });
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    const slots = await upToSlots(user);
    expect(await within(slots).findByRole('status')).toHaveTextContent('No available times');
    expect(slotButtons(slots).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('a step that cannot load (issue 15)', () => {
  it('says the failure in the step only, with no toast repeating it', async () => {
    signInAs('PATIENT');
    bookingApi();
    server.use(
      http.get(API_ROUTES['clinic.listSpecialities'].path, ({ request }) => apiError(request, 'SERVICE_UNAVAILABLE')),
    );
    await renderPage(<BookingRoute />);
    const message = errorMessage('SERVICE_UNAVAILABLE', 'ar');
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});

describe('confirming', () => {
  it('sends the user back to fresh times with the server’s message when the time was taken meanwhile', async () => {
    signInAs('PATIENT');
    const taken = () =>
      HttpResponse.json({ code: 'CLINIC_NO_FREE_APPOINTMENTS', message: 'No free appointments.' }, { status: 409 });
    const calls = bookingApi({ answers: [taken, booked('Planed')] });
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    await user.click(slotButtons(await upToSlots(user))[0]!);
    const before = calls.availability.length;
    await user.click(await screen.findByRole('button', { name: 'Confirm the appointment' }));

    const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
    expect(within(slots).getByText('No free appointments.')).toBeVisible();
    await waitFor(() => expect(calls.availability.length).toBeGreaterThan(before));
    await user.click(slotButtons(slots)[0]!);
    await user.click(await screen.findByRole('button', { name: 'Confirm the appointment' }));
    expect(await screen.findByText('Your appointment has been reserved successfully')).toBeVisible();
    expect(calls.bookings).toHaveLength(2);
  });

  it('retries a failed attempt with the same Idempotency-Key, and a second click books nothing more', async () => {
    signInAs('PATIENT');
    const lost = () => HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 503 });
    const calls = bookingApi({ answers: [lost, booked('Planed')] });
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    await user.click(slotButtons(await upToSlots(user))[0]!);
    await user.dblClick(await screen.findByRole('button', { name: 'Confirm the appointment' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(calls.bookings).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your appointment has been reserved successfully')).toBeVisible();
    expect(calls.bookings).toHaveLength(2);
    expect(calls.bookings[1]!.key).toBe(calls.bookings[0]!.key);
  });
});
