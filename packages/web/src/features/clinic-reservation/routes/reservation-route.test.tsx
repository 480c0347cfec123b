import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type PublicReservation } from '@bayan/shared';
import { fill, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { reservationLink } from '../../../lib/reservation-link';
import ReservationRoute from './reservation-route';
import ReservationStatusRoute from './reservation-status-route';

/** Pubkeys as the server makes them (the form's schema checks their shape). */
const CLINIC_KEY = 'cLiNiC0123456789abcdef';
const CLINIC = { pubkey: CLINIC_KEY, nameAr: 'عيادة الأمل', nameEn: 'Al Amal Clinic' };
const page = (data: unknown[]) => HttpResponse.json({ data, total: data.length, currentPage: 1 });

/** The public API the form reads, and what it sends. */
function reservationApi() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listEtablissements'].path, () => page([CLINIC])),
    http.get(API_ROUTES['clinic.listSpecialities'].path, () =>
      page([{ pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry' }]),
    ),
    http.get(API_ROUTES['clinic.listDoctors'].path, () => page([{ pubkey: 'd-1', name: 'د. سمير' }])),
    http.post(API_ROUTES['clinic.createReservation'].path, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        { id: 'r-1', token: 'x'.repeat(43), status: 'UNVERIFIED', message: '' },
        { status: 201 },
      );
    }),
  );
  return sent;
}

const form = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/reservation" element={<ReservationRoute />} />
      <Route path="*" element={<p>sent</p>} />
    </Routes>,
    { language: 'en', path },
  );

describe('the anonymous reservation form', () => {
  it('opens with the doctor’s page choice filled in: clinic, doctor, day and time (finding 11)', async () => {
    reservationApi();
    await form(reservationLink({ clinic: CLINIC_KEY, doctor: 'd-1', start: '2027-01-10T10:30:00+03:00' }));
    const doctor = await screen.findByRole('combobox', { name: 'Doctor' });
    await waitFor(() => expect(doctor).toHaveValue('d-1'));
    expect(screen.getByRole('combobox', { name: /Clinic/ })).toHaveValue(CLINIC_KEY);
    expect(screen.getByLabelText(/Preferred day/)).toHaveValue('2027-01-10');
    expect(screen.getByLabelText(/Preferred time/)).toHaveValue('10:30');
  });

  it('takes any doctor and any speciality, and the day from a date picker no earlier than today (finding 9)', async () => {
    const sent = reservationApi();
    const { user } = await form(`/reservation?clinic=${CLINIC_KEY}`);
    const day = await screen.findByLabelText(/Preferred day/);
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveAttribute('min', new Date().toISOString().slice(0, 10));
    expect(screen.getByRole('combobox', { name: 'Doctor' })).toHaveValue('');
    await fill(user, screen.getByRole('textbox', { name: /Full name/ }), 'منى القحطاني');
    await fill(user, screen.getByRole('textbox', { name: /Mobile/ }), '0551234567');
    await fill(user, screen.getByRole('textbox', { name: /ID/ }), '1000000008');
    await fill(user, day, '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ etablissementPubkey: CLINIC_KEY, preferredDay: '2027-01-10' });
    expect(sent[0]).not.toHaveProperty('doctorPubkey');
  });

  it('says what is left out in spec §5’s words (name, clinic, day), and sends nothing', async () => {
    const sent = reservationApi();
    const { user } = await form('/reservation');
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription('Please enter text.'),
    );
    expect(screen.getByRole('combobox', { name: /Clinic/ })).toHaveAccessibleDescription('Etablissement is required.');
    expect(screen.getByLabelText(/Preferred day/)).toHaveAccessibleDescription('Date is required.');
    expect(sent).toEqual([]);
  });
});

const RESERVATION: PublicReservation = {
  id: 'r-1',
  reference: 'R-00042',
  status: 'UNVERIFIED',
  etablissement: CLINIC,
  maskedPhone: '+9665******67',
  doctor: { pubkey: 'd-1', name: 'د. سمير' },
  speciality: null,
  preferredDay: '2027-01-10',
  preferredTime: '10:30',
  appointment: null,
  declineReason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const statusPage = () =>
  renderPage(
    <Routes>
      <Route path="/reservation/:id" element={<ReservationStatusRoute />} />
    </Routes>,
    { language: 'en', path: '/reservation/r-1?token=t' },
  );

describe('the reservation’s own page (finding 32)', () => {
  it('says which number the code went to, then sums the request up with a reference', async () => {
    let status: PublicReservation['status'] = 'UNVERIFIED';
    server.use(
      http.get(API_ROUTES['clinic.getPublicReservation'].path, () => HttpResponse.json({ ...RESERVATION, status })),
    );
    const { unmount } = await statusPage();
    expect(await screen.findByText(/Enter the six-digit code we sent to/)).toHaveTextContent('+9665******67');
    unmount();

    status = 'PENDING';
    await statusPage();
    const list = await screen.findByLabelText('Your request');
    expect(list).toHaveTextContent('R-00042');
    expect(list).toHaveTextContent('Al Amal Clinic');
    expect(list).toHaveTextContent('د. سمير');
    expect(list).toHaveTextContent(/10 January 2027/);
    expect(list).toHaveTextContent('10:30');
  });
});
