import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, officialHolidays } from '@bayan/shared';
import { openDialog } from '../../../test/open-dialog';
import { server } from '../../../test/server';
import { HolidaysDialog } from './holidays-dialog';

const CLINIC = 'clinic1'.padEnd(22, '_');
const YEAR = new Date().getFullYear();

/** The clinics to choose from, and what POST /api/blocks/holidays was sent; it answers `answer`. */
function api(answer: { status: number; body: object }) {
  const sent: unknown[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listEtablissements'].path, () =>
      HttpResponse.json({
        data: [{ pubkey: CLINIC, nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' }],
        total: 1,
        currentPage: 1,
      }),
    ),
    http.post(API_ROUTES['clinic.applyHolidays'].path, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

async function openFilled() {
  const view = await openDialog(HolidaysDialog, 'تطبيق العطل الرسمية');
  const clinic = within(view.dialog).getByRole('combobox', { name: /^العيادة/ });
  await within(clinic).findByRole('option', { name: 'عيادة النور' });
  await view.user.selectOptions(clinic, CLINIC);
  return view;
}

describe('apply official holidays', () => {
  it('lists the year’s holidays in both calendars before sending, and sends the clinic and the year', async () => {
    const sent = api({ status: 200, body: { created: [], existing: [] } });
    const { dialog, user } = await openFilled();
    const preview = within(dialog).getByRole('list', { name: 'العطل التي ستُضاف' });
    const items = within(preview).getAllByRole('listitem');
    expect(items).toHaveLength(officialHolidays(YEAR).length);
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(
      expect.arrayContaining(['عيد الفطر', 'عيد الأضحى', 'يوم التأسيس', 'اليوم الوطني']),
    );
    expect(items[0]!.textContent).toMatch(/هـ/);
    const next = String(YEAR + 1);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^السنة الميلادية/ }), next);
    const nextFitr = officialHolidays(YEAR + 1).find(({ kind }) => kind === 'eidAlFitr')!;
    expect(within(preview).getAllByRole('listitem')).toHaveLength(officialHolidays(YEAR + 1).length);
    expect(nextFitr.from.startsWith(next)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText(/أُضيفت ٠ من العطل الرسمية/)).toBeVisible();
    expect(sent).toEqual([{ etablissementPubkey: CLINIC, year: YEAR + 1 }]);
  });

  it('shows a refusal for booked appointments in the dialog, listing them', async () => {
    api({
      status: 409,
      body: {
        code: 'CLINIC_BLOCK_STRANDS_BOOKINGS',
        message: 'هذا الوقت يغطي مواعيد قائمة؛ ألغها أولاً.',
        details: [{ path: 'appointments.a1', code: 'blocked', message: '2026-03-20 10:00 هدى: وقت محجوب' }],
      },
    });
    const { dialog, user } = await openFilled();
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(await within(dialog).findByText(/هذا الوقت يغطي مواعيد قائمة/)).toBeVisible();
  });
});
