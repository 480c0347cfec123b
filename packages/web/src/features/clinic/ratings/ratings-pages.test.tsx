import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type MyDoctor, type Rating } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import BookingRoute from '../booking/booking-route';
import { bookingApi, DOCTOR } from '../booking/booking-test-api';
import MyDoctorsRoute from './my-doctors-route';
import ReviewsRoute from './reviews-route';

const SEEN: MyDoctor = {
  pubkey: 'd-1',
  name: 'د. سمير',
  speciality: { pubkey: 's-1', nameAr: 'طب الأسنان', nameEn: 'Dentistry' },
  rating: 4.5,
  ratingCount: 2,
  photoUrl: null,
  lastVisit: '2026-03-05T06:00:00.000Z',
  timeZone: 'Asia/Riyadh',
  visits: 3,
};

const pending = (id: string, comment: string): Rating => ({
  id,
  appointment: `a-${id}`,
  doctor: { pubkey: 'd-1', name: 'Dr Samir' },
  patient: { pubkey: `p-${id}`, name: `Patient ${id}` },
  stars: 4,
  comment,
  state: 'pending',
  createdAt: '2026-03-05T06:00:00.000Z',
});

describe('my doctors (a patient)', () => {
  it('shows each doctor seen with the rating and last visit, and books again with the doctor chosen', async () => {
    signInAs('PATIENT');
    server.use(http.get(API_ROUTES['clinic.myDoctors'].path, () => HttpResponse.json({ data: [SEEN] })));
    await renderPage(<MyDoctorsRoute />, { language: 'en', path: '/dashboard/my-doctors' });

    const card = await screen.findByRole('article', { name: 'د. سمير' });
    expect(within(card).getByText('Dentistry')).toBeVisible();
    expect(within(card).getByText('4.5 of 5 (2 ratings)')).toBeVisible();
    expect(within(card).getByText(/^Last visit: .+ AH \(5 March 2026\)/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Book again with د. سمير' })).toHaveAttribute(
      'href',
      '/dashboard/book-appointment?doctor=d-1',
    );
  });

  it('says so when no doctor has been seen yet', async () => {
    signInAs('PATIENT');
    server.use(http.get(API_ROUTES['clinic.myDoctors'].path, () => HttpResponse.json({ data: [] })));
    await renderPage(<MyDoctorsRoute />, { path: '/dashboard/my-doctors' });
    expect(await screen.findByText(/لا أطباء بعد/)).toBeVisible();
  });

  it('opens the booking wizard at the doctor’s consultation types from ?doctor=', async () => {
    signInAs('PATIENT');
    bookingApi();
    server.use(http.get(API_ROUTES['clinic.getDoctor'].path, () => HttpResponse.json(DOCTOR)));
    await renderPage(<BookingRoute />, { language: 'en', path: '/dashboard/book-appointment?doctor=d-1' });
    const types = await screen.findByRole('region', { name: 'Choose the consultation type' });
    expect(await within(types).findByRole('button', { name: /Check-up/ })).toBeVisible();
  });
});

describe('the reviews page (staff)', () => {
  it('lists waiting comments and publishes or refuses each, saying so', async () => {
    signInAs('STAFF');
    let queue = [pending('r-1', 'Very kind.'), pending('r-2', 'Rude words.')];
    const decisions: string[] = [];
    const states: (string | null)[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listRatings'].path, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        states.push(state);
        const data = state === 'pending' ? queue : [];
        return HttpResponse.json({ data, total: data.length, currentPage: 1 });
      }),
      http.post(API_ROUTES['clinic.approveRating'].path, ({ params }) => {
        decisions.push(`approve ${String(params.pubkey)}`);
        queue = queue.filter((rating) => rating.id !== params.pubkey);
        return HttpResponse.json({ ...pending(String(params.pubkey), ''), state: 'approved' });
      }),
      http.post(API_ROUTES['clinic.rejectRating'].path, ({ params }) => {
        decisions.push(`reject ${String(params.pubkey)}`);
        queue = queue.filter((rating) => rating.id !== params.pubkey);
        return HttpResponse.json({ ...pending(String(params.pubkey), ''), state: 'rejected' });
      }),
    );
    const { user } = await renderPage(<ReviewsRoute />, { path: '/dashboard/reviews' });

    const table = await screen.findByRole('table', { name: 'بانتظار المراجعة' });
    expect(await within(table).findByText('Very kind.')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'انشر تعليق Patient r-1' }));
    expect(await screen.findByText('نُشر التعليق.')).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('Very kind.')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'ارفض تعليق Patient r-2' }));
    expect(await screen.findByText('رُفض التعليق.')).toBeVisible();
    expect(decisions).toEqual(['approve r-1', 'reject r-2']);

    await user.click(screen.getByRole('tab', { name: 'منشورة' }));
    await waitFor(() => expect(states.at(-1)).toBe('approved'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /تعليق Patient/ })).not.toBeInTheDocument());
  });
});
