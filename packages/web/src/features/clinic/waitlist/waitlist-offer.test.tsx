import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Language, type WaitlistEntry } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { WaitlistOfferPage } from './waitlist-offer';
import { anEntry } from './waitlist-test-kit';

const DAY = 86_400_000;
const start = new Date(Date.now() + 2 * DAY);

function anOffer(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return anEntry({
    status: 'OFFERED',
    patient: { pubkey: 'p', name: 'هدى' },
    doctor: { pubkey: 'd', name: 'د. سمير' },
    offerCount: 1,
    offer: {
      appointmentId: 'a-1',
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      holdExpiresAt: new Date(Date.now() + 900_000).toISOString(),
      timeZone: 'Asia/Riyadh',
      doctor: { pubkey: 'd', name: 'د. سمير' },
      type: { pubkey: 't', nameAr: 'كشف', nameEn: 'Consultation' },
      priceHalalas: 15_000,
    },
    ...overrides,
  });
}

/** The server: the list holds `entry`; each answer is counted and gives `after` (or the error). */
function serve(entry: WaitlistEntry, after: Partial<WaitlistEntry>, error?: object) {
  const posts: string[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [entry] })),
    ...(['clinic.confirmWaitlistOffer', 'clinic.declineWaitlistOffer', 'clinic.leaveWaitlist'] as const).map((name) =>
      http.post(API_ROUTES[name].path, ({ params }) => {
        posts.push(`${name}:${String(params.id)}`);
        if (error) return HttpResponse.json(error, { status: 409 });
        return HttpResponse.json({ ...entry, offer: null, ...after });
      }),
    ),
  );
  return posts;
}

const open = (language: Language = 'ar', id = 'entry-1') => renderPage(<WaitlistOfferPage id={id} />, { language });

describe('the waitlist offer page', () => {
  it('shows the held seat and books it on confirm, in Arabic', async () => {
    const posts = serve(anOffer(), { status: 'BOOKED', booked: 'a-1' });
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'موعد محجوز لك' })).toBeVisible();
    expect(screen.getByText('د. سمير')).toBeVisible();
    expect(screen.getByText('محجوز لك حتى')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'تأكيد الموعد' }));
    expect(await screen.findByRole('status')).toHaveTextContent('حُجز موعدك');
    expect(posts).toEqual(['clinic.confirmWaitlistOffer:entry-1']);
  });

  it('says the server’s refusal where the buttons are, in English (the hold ran out)', async () => {
    const refusal = { code: 'CLINIC_WAITLIST_OFFER_GONE', message: 'The hold on this offered seat has ended.' };
    serve(anOffer(), {}, refusal);
    const { user } = await open('en');
    expect(await screen.findByRole('heading', { name: 'A seat is held for you' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm the appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The hold on this offered seat has ended.');
  });

  it('lets the seat go on decline, and a waiting entry leave the list', async () => {
    const posts = serve(anOffer(), { status: 'ACTIVE' });
    const { user } = await open('en');
    await user.click(await screen.findByRole('button', { name: 'Not this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The seat goes to the next patient');
    expect(posts).toEqual(['clinic.declineWaitlistOffer:entry-1']);
  });

  it('shows a waiting entry with its days and leaves on request', async () => {
    const posts = serve(anOffer({ status: 'ACTIVE', offer: null }), { status: 'LEFT' });
    const { user } = await open('en');
    expect(await screen.findByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
    expect(screen.getByText(/From 9 December 2026 to 12 December 2026/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You left the waitlist');
    expect(posts).toEqual(['clinic.leaveWaitlist:entry-1']);
  });

  it('says so when the entry is not the patient’s', async () => {
    serve(anOffer(), {});
    await open('ar', 'someone-else');
    expect(await screen.findByRole('alert')).toHaveTextContent('لم نجد طلب الانتظار هذا بين طلباتك.');
  });
});
