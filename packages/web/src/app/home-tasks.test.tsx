import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type EndowmentInvitation, type Profile } from '@bayan/shared';
import { anAppointment, signInAs } from '../test/fixtures';
import { renderPage } from '../test/render';
import { server } from '../test/server';
import { HomeCardsProvider } from '../components/home/home-cards';
import { dashboardDashboard } from '../features/dashboard/dashboard';
import { HOME_CARDS } from './home-cards';

/** The dashboard's index page, as the dashboard shell's routes hold it (loaded before the tests, so it renders at once). */
const HomeRoute = dashboardDashboard.routes!.find((route) => route.path === null)!.page;
beforeAll(() => HomeRoute.preload());

/** The home as the dashboard shell draws it: with the features' cards. */
const home = (
  <HomeCardsProvider value={HOME_CARDS}>
    <HomeRoute />
  </HomeCardsProvider>
);

const COMPLETE: Partial<Profile> = {
  phone: '+966512345678',
  gender: 'FEMALE',
  birthday: '1994-08-15',
  idNumber: '1234567890',
  is_email_confirmed: true,
  is_phone_confirmed: true,
};
const page = (data: unknown[], total = data.length) => HttpResponse.json({ data, total, currentPage: 1 });

/** The deeds' API: the caller's invitations and their deeds signed by all. */
function deedsApi({ invitations = [], signed = [] }: { invitations?: unknown[]; signed?: unknown[] }) {
  server.use(
    http.get(API_ROUTES['endowments.invitations'].path, () => page(invitations)),
    http.get(API_ROUTES['endowments.list'].path, ({ request }) =>
      page(new URL(request.url).searchParams.get('status') === 'SIGNED_BY_ALL' ? signed : []),
    ),
  );
}

const invitation = (overrides: Partial<EndowmentInvitation>): EndowmentInvitation => ({
  pubkey: 'inv-1',
  role: 'WITNESS',
  state: 'VIEWED',
  version: 1,
  hash: 'a'.repeat(64),
  invitedAt: '2026-12-01T08:00:00.000Z',
  viewedAt: null,
  signedAt: null,
  rejectedAt: null,
  revokedAt: null,
  reason: null,
  actionable: true,
  resignRequired: false,
  proven: true,
  partyPhone: null,
  deed: null,
  ...overrides,
});

describe('what waits on the home (finding 8)', () => {
  it('tells a witness a deed awaits their signature, with the way to it, not that nothing is required', async () => {
    deedsApi({ invitations: [invitation({}), invitation({ pubkey: 'inv-2', actionable: false, state: 'SIGNED' })] });
    signInAs('MEMBER', COMPLETE);
    await renderPage(home, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'وثائق تنتظرك' });
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['وثيقة وقف بانتظار توقيعك']);
    expect(card).toHaveTextContent('دُعيت إليها شاهداً');
    expect(within(card).getByRole('link', { name: 'راجعها ووقّع' })).toHaveAttribute(
      'href',
      '/dashboard/endowments/invitations/inv-1',
    );
    expect(screen.queryByText(/لا شيء آخر مطلوب منك/)).toBeNull();
  });

  it('tells the endower a deed signed by all is ready to finalise', async () => {
    deedsApi({
      signed: [
        {
          pubkey: 'deed-1',
          type: 'charity',
          status: 'SIGNED_BY_ALL',
          gregorianDate: null,
          summary: 'وقف البئر',
          assetsCount: 1,
          createdAt: '2026-12-01T08:00:00.000Z',
          updatedAt: '2026-12-01T08:00:00.000Z',
        },
      ],
    });
    signInAs('MEMBER', COMPLETE);
    await renderPage(home, { path: '/dashboard', language: 'en' });
    const card = await screen.findByRole('region', { name: 'Deeds waiting for you' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('A deed is ready to finalise');
    expect(card).toHaveTextContent('وقف البئر');
    expect(within(card).getByRole('link', { name: 'Open the deed' })).toHaveAttribute(
      'href',
      '/dashboard/endowments/deed-1',
    );
  });

  it("gives reception today's counts, each a link to its list", async () => {
    deedsApi({});
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listAppointments'].path, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        // Today: 10 planned and 2 pending; from now on: 3 pending.
        const total = query.status === 'Planed' ? 10 : query.to ? 2 : 3;
        return page([], total);
      }),
      http.get(API_ROUTES['clinic.listReservations'].path, () => page([], 1)),
    );
    signInAs('STAFF', COMPLETE);
    await renderPage(home, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'ما ينتظرك اليوم' });
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['١٢ موعداً اليوم', '٣ طلبات مواعيد معلّقة', 'طلب حجز واحد']);
    expect(within(card).getByRole('link', { name: 'قائمة اليوم' })).toHaveAttribute(
      'href',
      '/dashboard/appointments/today',
    );
    expect(within(card).getByRole('link', { name: 'المواعيد المعلّقة' })).toHaveAttribute(
      'href',
      '/dashboard/appointments/pending',
    );
    expect(within(card).getByRole('link', { name: 'طلبات الحجز' })).toHaveAttribute(
      'href',
      '/dashboard/reservations?status=PENDING',
    );
    // Today is the clinic's whole day.
    expect(asked.find((query) => query.status === 'Planed')).toMatchObject({
      from: expect.stringMatching(/T00:00:00\+03:00$/),
      to: expect.stringMatching(/T00:00:00\+03:00$/),
      limit: '1',
    });
  });

  it('shows a patient their next appointment, skipping a cancelled one', async () => {
    deedsApi({});
    server.use(
      http.get(API_ROUTES['clinic.listAppointments'].path, () =>
        page([
          anAppointment({ id: 'a-0', status: 'Canceled', doctor: { pubkey: 'd-0', name: 'د. ملغى' } }),
          anAppointment({ id: 'a-1', status: 'Planed', start: '2026-12-02T15:00:00.000Z' }),
        ]),
      ),
    );
    signInAs('PATIENT', COMPLETE);
    await renderPage(home, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'موعدك القادم' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      '٢٢ جمادى الآخرة ١٤٤٨ هـ (٢ ديسمبر ٢٠٢٦ م)، الساعة ٦:٠٠ م',
    );
    expect(card).toHaveTextContent('مع د. سمير');
    expect(card).not.toHaveTextContent('د. ملغى');
    expect(within(card).getByRole('link', { name: 'مواعيدي' })).toHaveAttribute('href', '/dashboard/my-appointments');
  });
});
