import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { aDirectoryDoctor, anAgenda, DOCTOR } from './agenda-test-data';
import AgendasRoute from './agendas-route';

/** The agendas list (empty), the doctors' directory, and POST /api/agendas answering `answer`. */
function agendasApi(answer: (request: Request, body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listAgendas'].path, () => HttpResponse.json({ data: [], total: 0, currentPage: 1 })),
    http.get(API_ROUTES['clinic.listDoctors'].path, () =>
      HttpResponse.json({ data: [aDirectoryDoctor(DOCTOR, 'د. سمير')], total: 1, currentPage: 1 }),
    ),
    http.post(API_ROUTES['clinic.createAgenda'].path, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(request, body);
    }),
  );
  return bodies;
}

async function openForm() {
  signInAs('STAFF');
  const view = await renderPage(<AgendasRoute />, { path: '/dashboard/agendas' });
  await view.user.click(await screen.findByRole('button', { name: 'جدول جديد' }));
  const dialog = await screen.findByRole('dialog', { name: 'جدول مواعيد جديد' });
  return { ...view, dialog };
}

const saturday = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'السبت' });

describe('the new agenda form', () => {
  // The longest form of the app, filled field by field: slow in jsdom on a busy machine.
  it(
    'sends the doctor, days and hours typed in Arabic digits, and the first type’s price in halalas',
    { timeout: 180_000 },
    async () => {
      const bodies = agendasApi(() => HttpResponse.json(anAgenda(), { status: 201 }));
      const { user, dialog } = await openForm();
      await user.selectOptions(await within(dialog).findByRole('combobox', { name: /الطبيب/ }), 'د. سمير');
      await fill(user, within(dialog).getByRole('textbox', { name: /اليوم الأول/ }), '٢٠٢٦-١٢-٠١');
      await fill(user, within(dialog).getByRole('textbox', { name: /اليوم الأخير/ }), '٢٠٢٦-١٢-٣١');
      await user.click(within(dialog).getByRole('button', { name: 'إضافة ساعات يوم السبت' }));
      const end = within(saturday(dialog)).getByRole('textbox', { name: 'السبت: إلى (١)' });
      await user.clear(end);
      await fill(user, end, '١٢:٠٠');
      await user.selectOptions(
        within(saturday(dialog)).getByRole('combobox', { name: /نسخ ساعات يوم السبت/ }),
        'الأحد',
      );
      await user.clear(within(dialog).getByRole('textbox', { name: /عدد المرضى/ }));
      await fill(user, within(dialog).getByRole('textbox', { name: /عدد المرضى/ }), '٢');
      await fill(user, within(dialog).getByRole('textbox', { name: /الاسم بالعربية/ }), 'كشف');
      await fill(user, within(dialog).getByRole('textbox', { name: /الاسم بالإنجليزية/ }), 'Visit');
      await fill(user, within(dialog).getByRole('textbox', { name: /السعر/ }), '١٥٠٫٥');
      await user.click(within(dialog).getByRole('button', { name: 'حفظ الجدول' }));

      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        doctorPubkey: DOCTOR,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        weeklyHours: { '0': [{ start: '09:00', end: '12:00' }], '6': [{ start: '09:00', end: '12:00' }] },
        consultationDuration: 30,
        patientsLimit: 2,
        consultationTypes: [
          {
            nameAr: 'كشف',
            nameEn: 'Visit',
            durationMinutes: 30,
            priceHalalas: 15_050,
            autoConfirm: false,
            cancellationCutoffHours: null,
          },
        ],
      });
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard/agendas/ag-1'));
    },
  );

  it('says what is wrong with the hours before sending anything', async () => {
    const bodies = agendasApi(() => HttpResponse.json(anAgenda(), { status: 201 }));
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'حفظ الجدول' }));
    expect(await within(dialog).findByText('حدّد ساعات العمل ليوم واحد على الأقل.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'إضافة ساعات يوم السبت' }));
    await user.click(within(dialog).getByRole('button', { name: 'إضافة ساعات يوم السبت' }));
    const secondStart = within(saturday(dialog)).getByRole('textbox', { name: 'السبت: من (٢)' });
    await user.clear(secondStart);
    await fill(user, secondStart, '١٢:٠٠');
    // Each keystroke is checked again (the checks load lazily, useZodForm): the message may be drawn
    // anew while the last one is checked, so the assertion waits for the settled field.
    await waitFor(() =>
      expect(within(saturday(dialog)).getByText('تتداخل هذه الفترة مع فترة أخرى في اليوم نفسه.')).toBeVisible(),
    );
    await user.click(within(saturday(dialog)).getByRole('button', { name: /حذف الفترة ١٢:٠٠/ }));
    await waitFor(() =>
      expect(within(saturday(dialog)).queryByText('تتداخل هذه الفترة مع فترة أخرى في اليوم نفسه.')).toBeNull(),
    );
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal of overlapping dates on the first day', async () => {
    const bodies = agendasApi((request) => apiError(request, 'CLINIC_AGENDA_OVERLAP'));
    const { user, dialog } = await openForm();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /الطبيب/ }), 'د. سمير');
    await fill(user, within(dialog).getByRole('textbox', { name: /اليوم الأول/ }), '2026-12-01');
    await fill(user, within(dialog).getByRole('textbox', { name: /اليوم الأخير/ }), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة ساعات يوم الأحد' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /الاسم بالعربية/ }), 'كشف');
    await fill(user, within(dialog).getByRole('textbox', { name: /الاسم بالإنجليزية/ }), 'Visit');
    await fill(user, within(dialog).getByRole('textbox', { name: /السعر/ }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ الجدول' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const message = errorMessage('CLINIC_AGENDA_OVERLAP', 'ar');
    expect(await within(dialog).findAllByText(message)).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /اليوم الأول/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
