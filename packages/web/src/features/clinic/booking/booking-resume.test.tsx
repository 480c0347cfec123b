import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { bookingLink } from '../../../lib/booking-link';
import { signInAs } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import BookingRoute from './booking-route';
import { DOCTOR, at, bookingApi } from './booking-test-api';

/** The wizard as the public doctor page (or the login after it) opens it: doctor, type and time chosen. */
async function resumeAt(time: string) {
  signInAs('PATIENT');
  const calls = bookingApi();
  server.use(http.get(API_ROUTES['clinic.getDoctor'].path, () => HttpResponse.json(DOCTOR)));
  const view = await renderPage(<BookingRoute />, {
    language: 'en',
    path: bookingLink({ doctor: 'd-1', type: 't-1', start: at(time) }),
  });
  return { ...view, calls };
}

describe('a booking begun on the public doctor page', () => {
  it('opens at the confirm step with the doctor and the time chosen, and books that time', async () => {
    const { user, calls } = await resumeAt('09:00');
    const confirm = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(within(confirm).getByText('د. سمير')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the appointment' }));
    expect(await screen.findByText('Your request has been sent successfully')).toBeVisible();
    expect(calls.bookings.map(({ body }) => body)).toEqual([
      { doctorPubkey: 'd-1', start: at('09:00'), consultationType: 't-1' },
    ]);
  });

  it('opens at the day’s times, saying so, when the time was taken meanwhile', async () => {
    await resumeAt('09:30');
    const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
    expect(within(slots).getByText('No available times')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
  });
});
