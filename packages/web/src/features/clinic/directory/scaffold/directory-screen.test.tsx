import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { fill, renderPage } from '../../../../test/render';
import { apiError, server } from '../../../../test/server';
import DirectoryRoute from '../directory-route';
import { aClinic, aSpeciality, listApi, writeApi } from '../test-api';

const HEART = aSpeciality('BBBBBBBBBBBBBBBBBBBBBB', 'القلب', 'Cardiology');

/** The README's first account: SUPERADMIN, whom the permission map lets call every route. */
async function showSpecialities() {
  signInAs('SUPERADMIN');
  const queries = listApi('clinic.listSpecialities', [HEART]);
  listApi('clinic.listEtablissements', [aClinic()]);
  const view = await renderPage(<DirectoryRoute />, { path: '/dashboard/specialities' });
  await screen.findByRole('cell', { name: 'القلب' });
  return { ...view, queries };
}

describe('the directory scaffold (specialities)', () => {
  it('lists the rows, searches on the server and filters by clinic', async () => {
    const { user, queries } = await showSpecialities();
    expect(screen.getByRole('heading', { level: 1, name: 'التخصصات' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في التخصصات' }), 'قلب{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'العيادة' }), 'عيادة النور');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        limit: '10',
        sort: 'nameAr',
        q: 'قلب',
        etablissement: 'AAAAAAAAAAAAAAAAAAAAAA',
      }),
    );
  });

  it('edits a row by sending only what changed', async () => {
    const { user } = await showSpecialities();
    const bodies = writeApi('clinic.updateSpeciality', HEART);
    await user.click(screen.getByRole('button', { name: 'تعديل القلب' }));
    const form = await screen.findByRole('dialog', { name: 'تعديل القلب' });
    const english = within(form).getByRole('textbox', { name: /الاسم بالإنجليزية/ });
    await user.clear(english);
    await fill(user, english, 'Heart');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(bodies).toEqual([{ nameEn: 'Heart' }]));
  });

  it('keeps the server’s refusal to delete a row in use written in the prompt', async () => {
    const { user } = await showSpecialities();
    server.use(
      http.delete(API_ROUTES['clinic.deleteSpeciality'].path, ({ request }) =>
        apiError(request, 'CLINIC_SPECIALITY_IN_USE'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'حذف القلب' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'حذف التخصص' });
    await user.click(within(prompt).getByRole('button', { name: 'حذف' }));
    expect(await within(prompt).findByText(errorMessage('CLINIC_SPECIALITY_IN_USE', 'ar'))).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('offers STAFF only what the permission map lets them do: edit their clinic, not add or delete', async () => {
    signInAs('STAFF');
    listApi('clinic.listEtablissements', [aClinic()]);
    listApi('clinic.listSpecialities', [HEART]);
    const { user } = await renderPage(<DirectoryRoute />, { path: '/dashboard/etablissements' });
    await screen.findByRole('cell', { name: 'عيادة النور' });
    expect(screen.queryByRole('button', { name: 'إضافة عيادة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف عيادة النور' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تعديل عيادة النور' }));
    const form = await screen.findByRole('dialog', { name: 'تعديل عيادة النور' });
    expect(within(form).getByRole('textbox', { name: /الاسم بالعربية/ })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: /العنوان/ })).toBeEnabled();
  });
});
