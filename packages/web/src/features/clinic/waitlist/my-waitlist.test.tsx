import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type WaitlistEntry } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { MyWaitlist } from './my-waitlist';

const ENTRY: WaitlistEntry = {
  id: 'entry-1',
  status: 'OFFERED',
  patient: { pubkey: 'p', name: 'هدى' },
  doctor: { pubkey: 'd-1', name: 'د. سمير' },
  speciality: null,
  etablissement: { pubkey: 'e', nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' },
  consultationType: null,
  fromDate: '2026-12-09',
  toDate: '2026-12-12',
  fromTime: null,
  toTime: null,
  offerCount: 1,
  createdAt: new Date().toISOString(),
  offer: null,
  booked: null,
};

function serve() {
  const joins: unknown[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [ENTRY] })),
    http.get(API_ROUTES['clinic.listDoctors'].path, () =>
      HttpResponse.json({
        data: [{ pubkey: 'd-1', name: 'د. سمير', etablissement: ENTRY.etablissement }],
        total: 1,
        currentPage: 1,
      }),
    ),
    http.post(API_ROUTES['clinic.joinWaitlist'].path, async ({ request }) => {
      joins.push(await request.json());
      return HttpResponse.json({ ...ENTRY, status: 'ACTIVE' }, { status: 201 });
    }),
  );
  return joins;
}

describe('my waitlist (a patient)', () => {
  it('lists each entry with its days, its state and the way to its offer, in English', async () => {
    signInAs('PATIENT');
    serve();
    await renderPage(<MyWaitlist />, { language: 'en' });
    const list = await screen.findByRole('list', { name: 'My waitlist' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('د. سمير — Al-Noor clinic');
    expect(item).toHaveTextContent('9 December 2026 to 12 December 2026');
    expect(within(item).getByText('Seat held for you')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      '/dashboard/waitlist/entry-1',
    );
  });

  it('joins a doctor’s waitlist for some days, the hours left empty, in Arabic', async () => {
    signInAs('PATIENT');
    const joins = serve();
    const { user, container } = await renderPage(<MyWaitlist />);
    await user.click(await screen.findByRole('button', { name: 'الانضمام إلى قائمة انتظار' }));
    const dialog = await screen.findByRole('dialog', { name: 'الانضمام إلى قائمة انتظار طبيب' });
    const doctor = within(dialog).getByRole('combobox', { name: /الطبيب/ });
    await waitFor(() => expect(within(doctor).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(doctor, 'd-1');
    // The browser's day pickers beside the two day fields (DateField).
    const pickers = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[data-day-picker]');
    fireEvent.change(pickers[0]!, { target: { value: '2026-12-20' } });
    fireEvent.change(pickers[1]!, { target: { value: '2026-12-24' } });
    await user.click(within(dialog).getByRole('button', { name: 'انضمام' }));
    await waitFor(() => expect(joins).toEqual([{ doctorPubkey: 'd-1', fromDate: '2026-12-20', toDate: '2026-12-24' }]));
  });
});
