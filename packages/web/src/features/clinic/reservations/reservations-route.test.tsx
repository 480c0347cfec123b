import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Reservation } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import ReservationsRoute from './reservations-route';

const LIST = API_ROUTES['clinic.listReservations'].path;
const DECLINE = API_ROUTES['clinic.declineReservation'].path;

const aReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 'resv-0000000000000000001',
  reference: 'R-00001',
  status: 'PENDING',
  etablissement: { pubkey: 'clinic-00000000000000001', nameAr: 'عيادة النور', nameEn: 'Al Noor' },
  doctor: { pubkey: 'doctor-00000000000000001', name: 'د. سمير' },
  speciality: null,
  preferredDay: '2026-03-11',
  preferredTime: '10:30',
  declineReason: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  name: 'هدى الحربي',
  phone: '+966512345678',
  idNumber: '1000000008',
  notes: '',
  verifiedAt: '2026-03-01T08:01:00.000Z',
  decidedAt: null,
  appointment: null,
  patient: null,
  ...overrides,
});

describe('the staff’s reservations', () => {
  it('lists the requests and declines one with a reason after the prompt; the server’s field error stays on the field', async () => {
    signInAs('STAFF');
    let rows = [aReservation()];
    const sent: unknown[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 })),
      http.post(DECLINE, async ({ request, params }) => {
        const body = (await request.json()) as { reason: string };
        sent.push({ id: params.id, ...body });
        if (body.reason === 'x') {
          return apiError(request, 'VALIDATION_FAILED', [
            { path: 'body.reason', code: 'too_small', message: 'اكتب سبباً أوضح.' },
          ]);
        }
        rows = [aReservation({ status: 'DECLINED', declineReason: body.reason })];
        return HttpResponse.json(rows[0]);
      }),
    );
    const { user } = await renderPage(<ReservationsRoute />, { path: '/dashboard/reservations' });
    await user.click(await screen.findByRole('button', { name: 'رفض طلب هدى الحربي' }));
    const prompt = screen.getByRole('alertdialog', { name: 'رفض الطلب' });
    const reason = within(prompt).getByLabelText(/^سبب الرفض/);
    await fill(user, reason, 'x');
    await user.click(within(prompt).getByRole('button', { name: 'رفض الطلب' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('اكتب سبباً أوضح.'));
    expect(screen.queryByText('البيانات المرسلة غير صالحة.')).toBeNull();

    await user.clear(reason);
    await fill(user, reason, 'الطبيب في إجازة');
    await user.click(within(prompt).getByRole('button', { name: 'رفض الطلب' }));
    expect(await screen.findByText('رُفض الطلب وأُبلغ الزائر بالسبب.')).toBeVisible();
    expect(sent).toEqual([
      { id: 'resv-0000000000000000001', reason: 'x' },
      { id: 'resv-0000000000000000001', reason: 'الطبيب في إجازة' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'رفض طلب هدى الحربي' })).toBeNull());
    expect(screen.getAllByText('مرفوض').length).toBeGreaterThan(0);
  });
});
