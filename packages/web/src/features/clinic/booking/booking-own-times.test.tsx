import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_ROUTES } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { anAppointment, signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { addDays, zonedToday } from '../model/zoned-time';
import BookingRoute from './booking-route';
import { at, booked, bookingApi } from './booking-test-api';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function upToSlots(user: User) {
  await user.click(await screen.findByRole('button', { name: /Dentistry/ }));
  await user.click(await screen.findByRole('button', { name: /د. سمير/ }));
  await user.click(await screen.findByRole('button', { name: /Check-up/ }));
  return screen.findByRole('region', { name: 'Choose a day and a time' });
}

const slotAt = (region: HTMLElement, time: string) =>
  within(region)
    .findByText((_, node) => node?.getAttribute('datetime') === at(time))
    .then((node) => node.closest('button')!);

describe('the patient’s own appointments in the slot grid (finding 29)', () => {
  it('marks a time the patient already holds elsewhere, not choosable', async () => {
    signInAs('PATIENT');
    // With another doctor, 09:15–09:45: the 09:00 slot overlaps it.
    bookingApi({ mine: [anAppointment({ start: at('09:15'), end: at('09:45'), status: 'Planed' })] });
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    const slots = await upToSlots(user);
    const nine = await slotAt(slots, '09:00');
    expect(await within(nine).findByText('You have an appointment')).toBeVisible();
    expect(nine).toBeDisabled();
  });

  it('offers no time until the patient’s own appointments are known', async () => {
    signInAs('PATIENT');
    bookingApi();
    // The patient's own list answers late: a time of theirs must not look free meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const mine = [anAppointment({ start: at('09:15'), end: at('09:45'), status: 'Planed' })];
    server.use(
      http.get(API_ROUTES['clinic.listAppointments'].path, async () => {
        await held;
        return HttpResponse.json({ data: mine, total: 1, currentPage: 1 });
      }),
    );
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    const slots = await upToSlots(user);
    expect(await within(slots).findByRole('progressbar')).toBeVisible();
    expect(within(slots).queryByRole('button', { name: /09:00/ })).toBeNull();
    release();
    const nine = await slotAt(slots, '09:00');
    expect(await within(nine).findByText('You have an appointment')).toBeVisible();
    expect(nine).toBeDisabled();
  });

  it('says "You already have…" when the server refuses an overlap', async () => {
    signInAs('PATIENT');
    const overlap = () =>
      HttpResponse.json(
        { code: 'CLINIC_PATIENT_OVERLAP', message: 'The patient already has another appointment at this time.' },
        { status: 409 },
      );
    bookingApi({ answers: [overlap, booked('Pending')] });
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    await user.click(await slotAt(await upToSlots(user), '09:00'));
    await user.click(await screen.findByRole('button', { name: 'Confirm the appointment' }));
    const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
    expect(await within(slots).findByText('You already have another appointment at this time.')).toBeVisible();
  });

  it('gives the “go to day” field an example a week ahead, not a birth date (finding 9)', async () => {
    signInAs('PATIENT');
    bookingApi();
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });
    await upToSlots(user);
    const goTo = await screen.findByRole('textbox', { name: 'Go to day' });
    const week = addDays(zonedToday('Asia/Riyadh'), 7);
    expect(goTo).toHaveAccessibleDescription(new RegExp(week));
    expect(goTo).not.toHaveAccessibleDescription(/1994/);
  });
});
