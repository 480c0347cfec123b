import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import WaitlistRoute from './waitlist-route';
import { anEntry, doctorHandlers, joinHandler } from './waitlist-test-kit';

const ENTRY = anEntry({ fromTime: '09:00', toTime: '12:00' });

describe('the waitlist of a doctor (the care team)', () => {
  it('asks staff for the doctor, then lists who waits, in order, with their days and hours', async () => {
    signInAs('STAFF');
    const asked: (string | null)[] = [];
    server.use(
      ...doctorHandlers(),
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

  it('lets staff add a patient, found by name, to the waitlist of the doctor', async () => {
    signInAs('STAFF');
    const join = joinHandler(anEntry({ id: 'entry-2' }));
    const searched: (string | null)[] = [];
    server.use(
      ...doctorHandlers(),
      http.get(API_ROUTES['clinic.listPatients'].path, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        searched.push(q);
        const rows = q === 'هدى' ? [{ pubkey: 'p-2', name: 'هدى أحمد', phone: '+966500000000' }] : [];
        return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
      }),
      http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: [] })),
      join.handler,
    );
    const { user, container } = await renderPage(<WaitlistRoute />);
    await user.click(await screen.findByRole('button', { name: 'إضافة مريض' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مريض إلى قائمة الانتظار' });
    const pickers = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[data-day-picker]');
    fireEvent.change(pickers[0]!, { target: { value: '2026-12-20' } });
    fireEvent.change(pickers[1]!, { target: { value: '2026-12-22' } });
    // Nothing is sent without the patient and the doctor.
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(await within(dialog).findByText('المريض مطلوب.')).toBeVisible();
    expect(within(dialog).getByText('الطبيب مطلوب.')).toBeVisible();
    await user.type(within(dialog).getByRole('combobox', { name: /المريض/ }), 'هدى');
    await user.click(await screen.findByRole('option', { name: 'هدى أحمد' }));
    const doctor = within(dialog).getByRole('combobox', { name: /الطبيب/ });
    await within(doctor).findByRole('option', { name: 'د. سمير' });
    await user.selectOptions(doctor, 'd-1');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    await waitFor(() =>
      expect(join.joins).toEqual([
        { doctorPubkey: 'd-1', patientPubkey: 'p-2', fromDate: '2026-12-20', toDate: '2026-12-22' },
      ]),
    );
    expect(searched).toContain('هدى');
  });
});
