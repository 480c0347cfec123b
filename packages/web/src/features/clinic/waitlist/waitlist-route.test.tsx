import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Role } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import { server } from '../../../test/server';
import WaitlistRoute from './waitlist-route';
import { anEntry, CLINIC, doctorHandlers, joinHandler } from './waitlist-test-kit';

const ENTRY = anEntry({ fromTime: '09:00', toTime: '12:00' });

const SKIN = { pubkey: 's-1', nameAr: 'الجلدية', nameEn: 'Dermatology' };

const TYPE = { id: 't-1', nameAr: 'كشف', nameEn: 'Consultation', durationMinutes: 15, priceHalalas: 10_000 };

/** The patients' search (هدى is found by her name), the clinics and their specialities, and POST /api/waitlist. */
function serveJoin(entries = [ENTRY], types: object[] = []) {
  const join = joinHandler(anEntry({ id: 'entry-2' }));
  const searched: (string | null)[] = [];
  server.use(
    ...doctorHandlers(types),
    http.get(API_ROUTES['clinic.listPatients'].path, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      searched.push(q);
      const rows = q === 'هدى' ? [{ pubkey: 'p-2', name: 'هدى أحمد', phone: '+966500000000' }] : [];
      return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
    }),
    http.get(API_ROUTES['clinic.listEtablissements'].path, () =>
      HttpResponse.json({ data: [CLINIC, { pubkey: 'e-2', nameAr: 'عيادة أخرى', nameEn: 'Another clinic' }] }),
    ),
    http.get(API_ROUTES['clinic.listSpecialities'].path, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('etablissement') === 'e' ? [SKIN] : [] }),
    ),
    http.get(API_ROUTES['clinic.listWaitlist'].path, () => HttpResponse.json({ items: entries })),
    join.handler,
  );
  return { joins: join.joins, searched };
}

/** Picks the two days in the browser's day pickers beside the day fields (DateField). */
function pickDays(container: HTMLElement, from: string, to: string) {
  const pickers = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[data-day-picker]');
  fireEvent.change(pickers[0]!, { target: { value: from } });
  fireEvent.change(pickers[1]!, { target: { value: to } });
}

describe('the waitlist of a doctor (the care team)', () => {
  it('asks staff for the doctor, then lists who waits, in order, with their days and hours', async () => {
    signInAs('STAFF', { etablissementPubkey: 'e' });
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

  it('shows one card a patient on a 375 px phone, each column a labelled line, in English', async () => {
    screenWidth(375);
    signInAs('DOCTOR');
    const speciality = anEntry({
      id: 'entry-3',
      doctor: null,
      speciality: SKIN,
      patient: { pubkey: 'q', name: 'Sara' },
    });
    serveJoin([ENTRY, speciality]);
    await renderPage(<WaitlistRoute />, { language: 'en' });
    const cards = await screen.findByRole('list', { name: 'Waitlist' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByText('هدى أحمد')).toBeVisible();
    const line = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;
    expect(line(first!, 'Wait for')).toHaveTextContent('د. سمير');
    expect(line(first!, 'Days')).toHaveTextContent('9 December 2026 to 12 December 2026');
    expect(line(first!, 'Hours')).toHaveTextContent('09:00 to 12:00');
    expect(line(first!, 'State')).toHaveTextContent('Waiting');
    expect(line(second!, 'Wait for')).toHaveTextContent('Dermatology (any doctor)');
    expect(line(second!, 'Hours')).toHaveTextContent('Any time');
  });

  it('lets staff add a patient, found by name, to the waitlist of the doctor', async () => {
    signInAs('STAFF', { etablissementPubkey: 'e' });
    const { joins, searched } = serveJoin([]);
    const { user, container } = await renderPage(<WaitlistRoute />);
    await user.click(await screen.findByRole('button', { name: 'إضافة مريض' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مريض إلى قائمة الانتظار' });
    pickDays(container, '2026-12-20', '2026-12-22');
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
      expect(joins).toEqual([
        { doctorPubkey: 'd-1', patientPubkey: 'p-2', fromDate: '2026-12-20', toDate: '2026-12-22' },
      ]),
    );
    expect(searched).toContain('هدى');
  });

  it('lets staff add a patient for any doctor of a speciality at their own clinic, the only one offered, in English', async () => {
    signInAs('STAFF', { etablissementPubkey: 'e' });
    const { joins } = serveJoin([]);
    const { user, container } = await renderPage(<WaitlistRoute />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add a patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a patient to the waitlist' });
    await user.type(within(dialog).getByRole('combobox', { name: /Patient/ }), 'هدى');
    await user.click(await screen.findByRole('option', { name: 'هدى أحمد' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Any doctor of a speciality' }));
    const clinic = within(dialog).getByRole('combobox', { name: /Clinic/ });
    await within(clinic).findByRole('option', { name: 'Al-Noor clinic' });
    // The server holds STAFF to their clinic: the other is not offered, and theirs is chosen already.
    expect(within(clinic).queryByRole('option', { name: 'Another clinic' })).toBeNull();
    expect(clinic).toHaveValue('e');
    const speciality = within(dialog).getByRole('combobox', { name: /Speciality/ });
    await within(speciality).findByRole('option', { name: 'Dermatology' });
    await user.selectOptions(speciality, 's-1');
    pickDays(container, '2026-12-20', '2026-12-21');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(joins).toEqual([
        {
          etablissementPubkey: 'e',
          specialityPubkey: 's-1',
          patientPubkey: 'p-2',
          fromDate: '2026-12-20',
          toDate: '2026-12-21',
        },
      ]),
    );
  });

  it('lets a doctor add a patient to their own list only, with one of their consultation types', async () => {
    signInAs('DOCTOR');
    const { joins } = serveJoin([], [TYPE]);
    const { user, container } = await renderPage(<WaitlistRoute />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add a patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a patient to the waitlist' });
    // The API refuses a doctor another doctor's list and a speciality's: neither is offered.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Doctor/ })).toBeNull();
    await user.type(within(dialog).getByRole('combobox', { name: /Patient/ }), 'هدى');
    await user.click(await screen.findByRole('option', { name: 'هدى أحمد' }));
    const type = within(dialog).getByRole('combobox', { name: 'Consultation' });
    await within(type).findByRole('option', { name: 'Consultation' });
    await user.selectOptions(type, 't-1');
    pickDays(container, '2026-12-20', '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(joins).toEqual([
        {
          doctorPubkey: 'me-DOCTOR',
          consultationType: 't-1',
          patientPubkey: 'p-2',
          fromDate: '2026-12-20',
          toDate: '2026-12-20',
        },
      ]),
    );
  });

  it.each([
    ['a MEMBER (the join route refuses the role)', 'MEMBER', {}],
    ['STAFF of no clinic (every doctor and clinic is foreign to them)', 'STAFF', { etablissementPubkey: null }],
  ] as const)('offers no way to add a patient to %s', async (_who, role: Role, overrides) => {
    signInAs(role, overrides);
    serveJoin();
    const { user } = await renderPage(<WaitlistRoute />, { language: 'en' });
    const doctor = await screen.findByRole('combobox', { name: 'Doctor' });
    await within(doctor).findByRole('option', { name: 'د. سمير' });
    await user.selectOptions(doctor, 'd-1');
    // The list is there, the action is not.
    await screen.findByRole('table', { name: 'Waitlist' });
    expect(screen.getByRole('heading', { name: 'Waitlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a patient' })).toBeNull();
  });
});
