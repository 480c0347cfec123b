import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, ROLES, zeroByStatus, type Professional, type Profile, type Statistics } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { formatMoney } from '../../../lib/format-money';
import HomeRoute from './home';

/** An account with nothing left to complete or confirm. */
const COMPLETE: Partial<Profile> = {
  phone: '+966512345678',
  gender: 'FEMALE',
  birthday: '1994-08-15',
  idNumber: '1234567890',
  is_email_confirmed: true,
  is_phone_confirmed: true,
};

const stepsCard = async () => screen.findByRole('region', { name: 'الخطوات التالية' });
const stepTitles = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the next steps on a member home', () => {
  it("lists a patient's missing fields, the contacts to confirm, booking and their appointments", async () => {
    signInAs('PATIENT', { phone: '+966512345678', is_email_confirmed: false, is_phone_confirmed: false });
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    const card = await stepsCard();
    expect(stepTitles(card)).toEqual([
      'أكمل ملفك الشخصي',
      'أكّد بريدك الإلكتروني',
      'أكّد رقم جوالك',
      'احجز موعداً',
      'مواعيدك',
    ]);
    // The fields by the account form's labels; the ones filled are not named.
    expect(card).toHaveTextContent(/ما زال ينقص: الجنس و?تاريخ الميلاد/);
    expect(card).not.toHaveTextContent('رقم الجوال،');
    expect(within(card).getByRole('link', { name: 'إكمال ملفي' })).toHaveAttribute('href', '/dashboard/profile');
    expect(within(card).getByRole('link', { name: 'تأكيد رقم الجوال' })).toHaveAttribute('href', '/phone-verification');
    expect(within(card).getByRole('button', { name: 'إعادة إرسال رسالة التأكيد' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'احجز' })).toHaveAttribute('href', '/dashboard/book-appointment');
    expect(within(card).getByRole('link', { name: 'عرض مواعيدي' })).toHaveAttribute(
      'href',
      '/dashboard/my-appointments',
    );
    // The contact details below only say where they stand: the actions are the steps'.
    expect(screen.getAllByRole('link', { name: 'تأكيد رقم الجوال' })).toHaveLength(1);
  });

  it('drops a step once done: a complete, confirmed patient is left with booking and their appointments', async () => {
    signInAs('PATIENT', COMPLETE);
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    expect(stepTitles(await stepsCard())).toEqual(['احجز موعداً', 'مواعيدك']);
  });

  it('sends the email again from its step and says where it went', async () => {
    let sent = 0;
    server.use(
      http.get(API_ROUTES['auth.sendConfirmationEmail'].path, () => {
        sent += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs('MEMBER', { ...COMPLETE, is_email_confirmed: false });
    const { user } = await renderPage(<HomeRoute />, { path: '/dashboard' });
    const card = await stepsCard();
    expect(stepTitles(card)).toEqual(['أكّد بريدك الإلكتروني']);
    expect(card).toHaveTextContent('افتح الرابط الذي أرسلناه إلى me@example.com.');
    // The address keeps its left-to-right order inside the Arabic sentence.
    expect(within(card).getByText('me@example.com')).toHaveAttribute('dir', 'ltr');
    await user.click(within(card).getByRole('button', { name: 'إعادة إرسال رسالة التأكيد' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('رابط جديد في طريقه إلى بريدك الإلكتروني.');
    expect(sent).toBe(1);
  });

  it("offers a doctor their calendar and the staff today's list (en)", async () => {
    signInAs('DOCTOR', COMPLETE);
    const doctor = await renderPage(<HomeRoute />, { path: '/dashboard', language: 'en' });
    const card = await screen.findByRole('region', { name: 'Next steps' });
    expect(stepTitles(card)).toEqual(['Your calendar']);
    expect(within(card).getByRole('link', { name: 'Open my calendar' })).toHaveAttribute(
      'href',
      '/dashboard/doctor-calendar',
    );
    doctor.unmount();

    signInAs('STAFF', COMPLETE);
    await renderPage(<HomeRoute />, { path: '/dashboard', language: 'en' });
    const staff = await screen.findByRole('region', { name: 'Next steps' });
    expect(stepTitles(staff)).toEqual(["Today's appointments"]);
    expect(within(staff).getByRole('link', { name: "See today's list" })).toHaveAttribute(
      'href',
      '/dashboard/appointments/today',
    );
  });

  it('says so briefly when a member has nothing left to do', async () => {
    signInAs('MEMBER', COMPLETE);
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    const card = await stepsCard();
    expect(stepTitles(card)).toEqual([]);
    expect(card).toHaveTextContent('حسابك مكتمل، ولا ينقصه شيء.');
  });
});

/** An amount as the page shows it, its no-break space read as the matchers read it. */
const money = (amount: number) => formatMoney(amount, 'ar').replace(/\s+/g, ' ');

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

function statistics(appointments: Statistics['appointments'], revenue: number): Statistics {
  return {
    users: { total: 3, byRole: { ...zeros(ROLES), SUPERADMIN: 1, ADMIN: 1, MEMBER: 1 }, newInPeriod: 1 },
    patients: 0,
    doctors: 0,
    names: { total: 99, active: 99 },
    events: { total: 10, inPeriod: 2 },
    appointments,
    revenueThisMonth: { amount: revenue, currency: 'SAR' },
  };
}

/** The dashboard API: `period` for the asked period, `allTime` for the widest one the home asks when the period has none. */
function answer(period: Statistics, allTime: Statistics, months: number[], professionals: Professional[]) {
  const asked: string[] = [];
  server.use(
    http.get(API_ROUTES['dashboard.statistics'].path, ({ request }) => {
      const from = new URL(request.url).searchParams.get('from') ?? '';
      asked.push(from);
      return HttpResponse.json({ statistics: from === '2000-01-01' ? allTime : period });
    }),
    http.get(API_ROUTES['dashboard.yearlyRevenue'].path, () =>
      HttpResponse.json({ yearlyRevenue: { year: 2026, currency: 'SAR', months } }),
    ),
    http.get(API_ROUTES['dashboard.mostProfitableProfessionals'].path, () =>
      HttpResponse.json({ mostProfitableProfessionals: professionals }),
    ),
  );
  return asked;
}

describe("the admin home's clinic widgets", () => {
  // The charts measure their width; jsdom has no layout to observe.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('are hidden while the clinic has no appointment at all, for one line that leads to its set-up', async () => {
    const none = statistics(zeroByStatus(), 0);
    const asked = answer(none, none, Array<number>(12).fill(0), []);
    signInAs('ADMIN', COMPLETE);
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    const line = await screen.findByText(/^لا مواعيد بعد/);
    expect(line).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إعداد عيادة' })).toHaveAttribute('href', '/dashboard/etablissements');
    // The users' chart stays (its row is drawn a task after the figures); no empty chart nor "0.00 SAR" card.
    expect(await screen.findByRole('heading', { name: 'المستخدمون حسب الدور' })).toBeInTheDocument();
    for (const title of [/^الإيرادات الشهرية/, /^المواعيد حسب الحالة/, /^الأطباء الأعلى/]) {
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'إيرادات هذا الشهر' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(money(0));
    // An admin with nothing left to complete has no steps card.
    expect(screen.queryByRole('region', { name: 'الخطوات التالية' })).not.toBeInTheDocument();
    expect(asked).toContain('2000-01-01');
  });

  it('all show with data: the month revenue, the chart, the states and the doctors', async () => {
    const period = statistics({ ...zeroByStatus(), Done: 4, Planed: 2 }, 800);
    const asked = answer(
      period,
      period,
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 800, 0],
      [
        {
          doctor: { pubkey: 'd1', name: 'د. سمير' },
          speciality: 'طب الأسرة',
          appointments: 4,
          revenue: { amount: 800, currency: 'SAR' },
        },
      ],
    );
    signInAs('ADMIN', COMPLETE);
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    // The card the clinic journey (e2e) reads: the month's revenue, its amount in the page's digits.
    const revenue = await screen.findByRole('heading', { name: 'إيرادات هذا الشهر' });
    await waitFor(() => expect(revenue.parentElement).toHaveTextContent(money(800)));
    await screen.findByRole('heading', { name: /^الإيرادات الشهرية/ });
    expect(screen.getByRole('heading', { name: 'المواعيد حسب الحالة' })).toBeInTheDocument();
    expect(await screen.findByText('د. سمير')).toBeInTheDocument();
    expect(screen.queryByText(/^لا مواعيد بعد/)).not.toBeInTheDocument();
    // The period had appointments: no second question for all time.
    expect(asked).not.toContain('2000-01-01');
  });

  it('show with data from before the period, and the admin still has their own steps', async () => {
    const quiet = statistics(zeroByStatus(), 0);
    const earlier = statistics({ ...zeroByStatus(), Done: 12 }, 0);
    answer(quiet, earlier, Array<number>(12).fill(0), []);
    signInAs('ADMIN', { ...COMPLETE, is_phone_confirmed: false });
    await renderPage(<HomeRoute />, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'المواعيد حسب الحالة' });
    // Once both answers are in, the card speaks of the period, and no set-up line says there is none.
    expect(await screen.findByText('لا مواعيد في هذه الفترة.')).toBeInTheDocument();
    expect(screen.queryByText(/^لا مواعيد بعد/)).not.toBeInTheDocument();
    expect(stepTitles(await stepsCard())).toEqual(['أكّد رقم جوالك']);
  });
});
