import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type WaitlistEntry } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import WaitlistRoute from './waitlist-route';

const ENTRY: WaitlistEntry = {
  id: 'entry-1',
  status: 'ACTIVE',
  patient: { pubkey: 'p', name: 'هدى أحمد' },
  doctor: { pubkey: 'd-1', name: 'د. سمير' },
  speciality: null,
  etablissement: { pubkey: 'e', nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' },
  consultationType: null,
  fromDate: '2026-12-09',
  toDate: '2026-12-12',
  fromTime: '09:00',
  toTime: '12:00',
  offerCount: 0,
  createdAt: new Date().toISOString(),
  offer: null,
  booked: null,
};

describe('the waitlist of a doctor (the care team)', () => {
  it('asks staff for the doctor, then lists who waits, in order, with their days and hours', async () => {
    signInAs('STAFF');
    const asked: (string | null)[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listDoctors'].path, () =>
        HttpResponse.json({
          data: [{ pubkey: 'd-1', name: 'د. سمير', etablissement: ENTRY.etablissement }],
          total: 1,
          currentPage: 1,
        }),
      ),
      http.get(API_ROUTES['clinic.listWaitlist'].path, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('doctorPubkey'));
        return HttpResponse.json({ items: [ENTRY] });
      }),
    );
    const { user } = await renderPage(<WaitlistRoute />);
    expect(await screen.findByText('اختر طبيباً لترى من ينتظر موعداً معه.')).toBeVisible();
    const doctor = screen.getByRole('combobox', { name: 'الطبيب' });
    await within(doctor).findByRole('option', { name: 'د. سمير' });
    await user.selectOptions(doctor, 'd-1');
    const table = await screen.findByRole('table', { name: 'قائمة الانتظار' });
    const row = within(table).getByRole('row', { name: /هدى أحمد/ });
    expect(row).toHaveTextContent('في الانتظار');
    expect(row).toHaveTextContent('من ٠٩:٠٠ إلى ١٢:٠٠');
    expect(asked).toEqual(['d-1']);
  });
});
