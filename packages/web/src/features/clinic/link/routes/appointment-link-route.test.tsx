import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type AppointmentLink, type Language } from '@bayan/shared';
import { renderPage } from '../../../../test/render';
import { server } from '../../../../test/server';
import AppointmentLinkRoute from './appointment-link-route';

const PATH = API_ROUTES['clinic.viewAppointmentLink'].path;
const DAY = 86_400_000;

function aLink(overrides: Partial<AppointmentLink> = {}): AppointmentLink {
  const start = new Date(Date.now() + 2 * DAY);
  return {
    action: 'confirm',
    status: 'Planed',
    start: start.toISOString(),
    end: new Date(start.getTime() + 1_800_000).toISOString(),
    timeZone: 'Asia/Riyadh',
    doctor: 'د. سمير',
    clinic: { ar: 'عيادة النور', en: 'Al-Noor clinic' },
    type: { ar: 'كشف', en: 'Consultation' },
    usedAt: null,
    expiresAt: start.toISOString(),
    cancelUntil: new Date(start.getTime() - DAY).toISOString(),
    ...overrides,
  };
}

/** The server: GET answers `link`, POST answers `used` (or the error given); the posts are counted. */
function serve(link: AppointmentLink, answer: { used?: AppointmentLink; error?: object; status?: number } = {}) {
  const posts: string[] = [];
  server.use(
    http.get(PATH, () => HttpResponse.json(link)),
    http.post(PATH, ({ params }) => {
      posts.push(String(params.token));
      if (answer.error) return HttpResponse.json(answer.error, { status: answer.status ?? 409 });
      return HttpResponse.json(answer.used ?? { ...link, usedAt: new Date().toISOString() });
    }),
  );
  return posts;
}

const open = (language: Language = 'ar', token = 'abc.def') =>
  renderPage(<AppointmentLinkRoute />, { language, path: `/appointment-link?token=${token}` });

describe('the reminder link page', () => {
  it('shows the appointment in both calendars and confirms attendance once, in Arabic', async () => {
    const posts = serve(aLink());
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'تأكيد حضورك' })).toBeVisible();
    const details = screen.getByText('د. سمير').closest('dl')!;
    expect(within(details).getByText('عيادة النور')).toBeVisible();
    expect(details.textContent).toMatch(/هـ/);
    await user.click(screen.getByRole('button', { name: 'أؤكد حضوري' }));
    expect(await screen.findByRole('status')).toHaveTextContent('شكراً لك، تأكّد حضورك');
    expect(posts).toEqual(['abc.def']);
  });

  it('cancels in English, saying until when, and shows the server’s refusal where the button is', async () => {
    const refusal = { code: 'CLINIC_CANCEL_CUTOFF_PASSED', message: 'It is too late to cancel this appointment.' };
    serve(aLink({ action: 'cancel', clinic: { ar: 'عيادة النور', en: 'Al-Noor clinic' } }), { error: refusal });
    const { user } = await open('en');
    expect(await screen.findByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
    expect(screen.getByText(/You can cancel with this link until/)).toBeVisible();
    expect(screen.getByText('Al-Noor clinic')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const said = await screen.findByText('It is too late to cancel this appointment.');
    expect(said.closest('[role="alert"]')).not.toBeNull();
    // Said once, where the button is: no toast repeats it.
    expect(screen.getAllByText('It is too late to cancel this appointment.')).toHaveLength(1);
  });

  it('offers no button for a used link, a canceled appointment or a cancel past the cut-off', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const cases: [Partial<AppointmentLink>, RegExp][] = [
      [{ usedAt: past }, /already used/],
      [{ status: 'Canceled' }, /now canceled/],
      [{ action: 'cancel', cancelUntil: past }, /too late to cancel/],
    ];
    for (const [overrides, says] of cases) {
      serve(aLink(overrides));
      const view = await open('en', `t${Math.random().toString(36).slice(2)}.x`);
      expect(await screen.findByText(says)).toBeVisible();
      expect(screen.queryByRole('button', { name: /I will come|Yes, cancel it/ })).toBeNull();
      view.unmount();
    }
  });

  it('says a bad link is not valid, with the server’s words', async () => {
    server.use(
      http.get(PATH, () =>
        HttpResponse.json({ code: 'CLINIC_LINK_INVALID', message: 'هذا الرابط غير صالح.' }, { status: 404 }),
      ),
    );
    await open('ar', 'bad.token');
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا الرابط غير صالح.');
    expect(screen.getByRole('heading', { name: 'تعذّر فتح الرابط' })).toBeVisible();
  });
});
