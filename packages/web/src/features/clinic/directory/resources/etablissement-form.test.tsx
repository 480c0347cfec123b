import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { API_ROUTES, errorMessage, fieldMessage } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { fill, renderPage } from '../../../../test/render';
import { apiError, server } from '../../../../test/server';
import DirectoryRoute from '../directory-route';
import { aClinic, listApi, writeApi } from '../test-api';

async function openNewClinic(language: 'ar' | 'en' = 'ar') {
  signInAs('ADMIN');
  listApi('clinic.listEtablissements', [aClinic()]);
  listApi('clinic.listSpecialities', []);
  const bodies = writeApi('clinic.createEtablissement', aClinic());
  const view = await renderPage(<DirectoryRoute />, { path: '/dashboard/etablissements', language });
  await view.user.click(
    await screen.findByRole('button', { name: language === 'ar' ? 'إضافة عيادة' : 'Add a clinic' }),
  );
  const form = await screen.findByRole('dialog', { name: language === 'ar' ? 'عيادة جديدة' : 'New clinic' });
  return { ...view, form, bodies };
}

const input = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

describe('the clinic form', () => {
  it('starts from PRODUCT §7’s defaults: Friday off (Saturday-first week), 09:00–21:00, Riyadh', async () => {
    const { form } = await openNewClinic();
    const days = within(form).getAllByRole('checkbox');
    expect(days.map((box) => box.closest('label')?.textContent)).toEqual([
      'السبت',
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
    ]);
    expect(days.map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(input(form, /تفتح الساعة/)).toHaveValue('09:00');
    expect(input(form, /تُغلق الساعة/)).toHaveValue('21:00');
    expect(input(form, /المنطقة الزمنية/)).toHaveValue('Asia/Riyadh');
  });

  it('names the English weekdays Saturday first too', async () => {
    const { form } = await openNewClinic('en');
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });

  it('says in Arabic what is missing or wrong, and sends nothing', async () => {
    const { user, form, bodies } = await openNewClinic();
    await user.clear(input(form, /تفتح الساعة/));
    await fill(user, input(form, /تفتح الساعة/), '25:00');
    await user.clear(input(form, /تُغلق الساعة/));
    await fill(user, input(form, /تُغلق الساعة/), '08:00');
    for (const box of within(form).getAllByRole('checkbox'))
      if (!(box as HTMLInputElement).checked) await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    // The two names left empty: spec §5's "Please enter text."
    expect(await within(form).findAllByText(fieldMessage('field.textRequired', 'ar'))).toHaveLength(2);
    expect(within(form).getByText(fieldMessage('field.clockTime', 'ar'))).toBeVisible();
    expect(within(form).getByText(fieldMessage('field.weekendDays', 'ar'))).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('reads hours typed in Arabic-Indic digits and sends the clinic with its closed days', async () => {
    const { user, form, bodies } = await openNewClinic();
    await fill(user, input(form, /الاسم بالعربية/), 'عيادة الشفاء');
    await fill(user, input(form, /الاسم بالإنجليزية/), 'Al-Shifa Clinic');
    await user.clear(input(form, /تفتح الساعة/));
    await fill(user, input(form, /تفتح الساعة/), '٠٨:٣٠');
    await user.click(within(form).getByRole('checkbox', { name: 'الخميس' }));
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      nameAr: 'عيادة الشفاء',
      nameEn: 'Al-Shifa Clinic',
      description: '',
      address: '',
      weekendDays: [4, 5],
      startHour: '08:30',
      endHour: '21:00',
      timeZone: 'Asia/Riyadh',
    });
  });

  it('keeps the server’s refusal of hours that would strand bookings in the form, above its fields', async () => {
    signInAs('SUPERADMIN');
    listApi('clinic.listEtablissements', [aClinic()]);
    listApi('clinic.listSpecialities', []);
    server.use(
      http.patch(API_ROUTES['clinic.updateEtablissement'].path, ({ request }) =>
        apiError(request, 'CLINIC_HOURS_STRAND_APPOINTMENTS'),
      ),
    );
    const { user } = await renderPage(<DirectoryRoute />, { path: '/dashboard/etablissements' });
    await user.click(await screen.findByRole('button', { name: 'تعديل عيادة النور' }));
    const form = await screen.findByRole('dialog', { name: 'تعديل عيادة النور' });
    await user.clear(input(form, /تُغلق الساعة/));
    await fill(user, input(form, /تُغلق الساعة/), '17:00');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(errorMessage('CLINIC_HOURS_STRAND_APPOINTMENTS', 'ar'));
  });
});
