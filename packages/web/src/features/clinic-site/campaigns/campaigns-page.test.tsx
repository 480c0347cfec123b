import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Campaign } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import CampaignsPage from './campaigns-page';

const aCampaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  pubkey: 'CAAAAAAAAAAAAAAAAAAAAA',
  titleAr: 'يوم الفحص المجاني',
  titleEn: 'Free screening day',
  description: '',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '13:00',
  start: '2026-12-01T09:00:00+03:00',
  capacity: 10,
  seatsTaken: 7,
  service: null,
  speciality: null,
  etablissement: { pubkey: 'AAAAAAAAAAAAAAAAAAAAAA', nameAr: 'عيادة النور', nameEn: 'Al-Noor Clinic' },
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const upcoming = (campaigns: Campaign[]) =>
  server.use(http.get(API_ROUTES['clinic.upcomingCampaigns'].path, () => HttpResponse.json(campaigns)));

describe('the campaigns page', () => {
  it('sends a visitor to log in and back here', async () => {
    upcoming([aCampaign({ description: 'فحص مجاني للسكري والضغط.' })]);
    await renderPage(<CampaignsPage />, { language: 'en', path: '/campaigns' });
    expect(await screen.findByText('3 places left')).toBeVisible();
    // Written in one language: shown in its own direction on an English page (finding 15).
    expect(screen.getByText('فحص مجاني للسكري والضغط.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'Log in to register' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcampaigns',
    );
  });

  it('lets a patient register, then shows their registration’s state', async () => {
    signInAs('PATIENT');
    let registered = false;
    server.use(
      http.get(API_ROUTES['clinic.upcomingCampaigns'].path, () =>
        HttpResponse.json([
          aCampaign(registered ? { myRegistration: { pubkey: 'RAAAAAAAAAAAAAAAAAAAAA', status: 'PENDING' } } : {}),
        ]),
      ),
      http.post(API_ROUTES['clinic.registerForCampaign'].path, () => {
        registered = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await renderPage(<CampaignsPage />, { language: 'en', path: '/campaigns' });
    // The card says when it ends as well as when it starts (finding 35).
    expect(await screen.findByText(/from 9:00 AM to 1:00 PM/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    // Nothing is sent before the prompt, which says what, when, where and for whom.
    const prompt = await screen.findByRole('alertdialog', { name: 'Register for “Free screening day”' });
    expect(registered).toBe(false);
    expect(prompt).toHaveTextContent(/from 9:00 AM to 1:00 PM, at Al-Noor Clinic/);
    expect(prompt).toHaveTextContent(/1 December 2026/);
    expect(prompt).toHaveTextContent(/in the account holder’s name/);
    await user.click(within(prompt).getByRole('button', { name: 'Confirm registration' }));
    await waitFor(() => expect(screen.getByText('Your registration: Pending')).toBeVisible());
    expect(screen.getByText('Your registration has been sent. The clinic will confirm it.')).toBeVisible();
  });

  it('cancels a patient’s own registration only after the prompt', async () => {
    signInAs('PATIENT');
    const canceled: string[] = [];
    upcoming([aCampaign({ myRegistration: { pubkey: 'RAAAAAAAAAAAAAAAAAAAAA', status: 'ACCEPTED' } })]);
    server.use(
      http.post(API_ROUTES['clinic.cancelRegistration'].path, ({ params }) => {
        canceled.push(String(params.pubkey));
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderPage(<CampaignsPage />, { language: 'en', path: '/campaigns' });
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Cancel your registration?' });
    expect(canceled).toEqual([]);
    await user.click(within(prompt).getByRole('button', { name: 'Cancel my registration' }));
    await waitFor(() => expect(canceled).toEqual(['RAAAAAAAAAAAAAAAAAAAAA']));
    expect(await screen.findByText('Your registration is canceled.')).toBeVisible();
  });

  it('offers no registration on a full campaign', async () => {
    signInAs('PATIENT');
    upcoming([aCampaign({ seatsTaken: 10 })]);
    await renderPage(<CampaignsPage />, { language: 'en', path: '/campaigns' });
    expect(await screen.findByRole('button', { name: 'Full' })).toBeDisabled();
  });
});
