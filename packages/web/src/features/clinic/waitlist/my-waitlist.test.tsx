import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { MyWaitlist } from './my-waitlist';
import { anEntry, doctorHandlers, joinHandler } from './waitlist-test-kit';

const ENTRY = anEntry({ status: 'OFFERED', patient: { pubkey: 'p', name: 'هدى' }, offerCount: 1 });

const SKIN = { pubkey: 's-1', nameAr: 'الجلدية', nameEn: 'Dermatology' };

/** Picks the two days in the browser's day pickers beside the day fields (DateField). */
function pickDays(container: HTMLElement, from: string, to: string) {
  const pickers = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[data-day-picker]');
  fireEvent.change(pickers[0]!, { target: { value: from } });
  fireEvent.change(pickers[1]!, { target: { value: to } });
}

function serve() {
  const join = joinHandler({ ...ENTRY, status: 'ACTIVE' });
  server.use(
    http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [ENTRY] })),
    ...doctorHandlers([
      {
        id: 't-1',
        nameAr: 'كشف',
        nameEn: 'Consultation',
        durationMinutes: 15,
        priceHalalas: 10_000,
        autoConfirm: true,
      },
    ]),
    http.get(API_ROUTES['clinic.listEtablissements'].path, () =>
      HttpResponse.json({ data: [ENTRY.etablissement], total: 1, currentPage: 1 }),
    ),
    http.get(API_ROUTES['clinic.listSpecialities'].path, ({ request }) =>
      HttpResponse.json({
        // The clinic's specialities only once a clinic is chosen.
        data: new URL(request.url).searchParams.get('etablissement') === 'e' ? [SKIN] : [],
        total: 1,
        currentPage: 1,
      }),
    ),
    join.handler,
  );
  return join.joins;
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
    const dialog = await screen.findByRole('dialog', { name: 'الانضمام إلى قائمة انتظار' });
    const doctor = within(dialog).getByRole('combobox', { name: /الطبيب/ });
    await waitFor(() => expect(within(doctor).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(doctor, 'd-1');
    pickDays(container, '2026-12-20', '2026-12-24');
    await user.click(within(dialog).getByRole('button', { name: 'انضمام' }));
    await waitFor(() => expect(joins).toEqual([{ doctorPubkey: 'd-1', fromDate: '2026-12-20', toDate: '2026-12-24' }]));
  });

  it('waits for one of the doctor’s consultation types, or for any doctor of a speciality at a clinic, in English', async () => {
    signInAs('PATIENT');
    const joins = serve();
    const { user, container } = await renderPage(<MyWaitlist />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Join a waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join a waitlist' });
    const doctor = within(dialog).getByRole('combobox', { name: /Doctor/ });
    await waitFor(() => expect(within(doctor).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(doctor, 'd-1');
    const type = within(dialog).getByRole('combobox', { name: 'Consultation' });
    await within(type).findByRole('option', { name: 'Consultation' });
    await user.selectOptions(type, 't-1');
    pickDays(container, '2026-12-20', '2026-12-21');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(joins).toEqual([
        { doctorPubkey: 'd-1', consultationType: 't-1', fromDate: '2026-12-20', toDate: '2026-12-21' },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Join a waitlist' }));
    const again = await screen.findByRole('dialog', { name: 'Join a waitlist' });
    await user.click(within(again).getByRole('radio', { name: 'Any doctor of a speciality' }));
    // Both are needed: the form says so before anything is sent.
    await user.click(within(again).getByRole('button', { name: 'Join' }));
    expect(await within(again).findByText('Etablissement is required.')).toBeVisible();
    expect(within(again).getByText('Speciality is required.')).toBeVisible();
    const clinic = within(again).getByRole('combobox', { name: /Clinic/ });
    await within(clinic).findByRole('option', { name: 'Al-Noor clinic' });
    await user.selectOptions(clinic, 'e');
    const speciality = within(again).getByRole('combobox', { name: /Speciality/ });
    await within(speciality).findByRole('option', { name: 'Dermatology' });
    await user.selectOptions(speciality, 's-1');
    pickDays(container, '2026-12-22', '2026-12-23');
    await user.click(within(again).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(joins).toHaveLength(2));
    expect(joins[1]).toEqual({
      etablissementPubkey: 'e',
      specialityPubkey: 's-1',
      fromDate: '2026-12-22',
      toDate: '2026-12-23',
    });
  });
});
