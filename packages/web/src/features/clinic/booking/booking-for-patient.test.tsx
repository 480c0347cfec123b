import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import BookingRoute from './booking-route';
import { at, bookingApi } from './booking-test-api';

describe('booking for a patient (the care team)', () => {
  it('finds the patient first and books in their name', async () => {
    signInAs('STAFF');
    const calls = bookingApi();
    const searches: (string | null)[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listPatients'].path, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        searches.push(q);
        const data = q ? [{ pubkey: 'p-9', name: 'ليلى', phone: '+966500000009' }] : [];
        return HttpResponse.json({ data, total: data.length, currentPage: 1 });
      }),
    );
    const { user } = await renderPage(<BookingRoute />, { language: 'en' });

    expect(await screen.findByRole('status')).toHaveTextContent('No patients match.');
    await fill(user, screen.getByRole('searchbox', { name: /Search patients/ }), 'ليلى');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: /ليلى/ }));
    expect(searches).toContain('ليلى');
    await user.click(await screen.findByRole('button', { name: /Dentistry/ }));
    await user.click(await screen.findByRole('button', { name: /د. سمير/ }));
    await user.click(await screen.findByRole('button', { name: /Check-up/ }));
    const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
    await user.click(within(slots).getByText((_, node) => node?.getAttribute('datetime') === at('09:00')));

    const confirm = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(within(confirm).getByText('ليلى')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the appointment' }));
    expect(await screen.findByText('Your request has been sent successfully')).toBeVisible();
    expect(calls.bookings[0]!.body).toMatchObject({ patientPubkey: 'p-9', doctorPubkey: 'd-1' });
    expect(screen.getByRole('link', { name: 'All appointments' })).toHaveAttribute('href', '/dashboard/appointments');
  });
});
