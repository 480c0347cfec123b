import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { aUser, signInAs } from '../../../test/fixtures';
import { openDialog } from '../../../test/open-dialog';
import { fill } from '../../../test/render';
import { server } from '../../../test/server';
import { CreateUserDialog } from './create-user-dialog';

const CLINIC = 'clinic1'.padEnd(22, '_');

/** The clinics GET /api/etablissements lists, and what POST /api/users was sent. */
function api() {
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listEtablissements'].path, () =>
      HttpResponse.json({
        data: [{ pubkey: CLINIC, nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' }],
        total: 1,
        currentPage: 1,
      }),
    ),
    http.post(API_ROUTES['users.create'].path, async ({ request }) => {
      sent.push(Object.fromEntries(await request.formData()));
      return HttpResponse.json(aUser(), { status: 201 });
    }),
  );
  return sent;
}

const clinicField = (dialog: HTMLElement) => within(dialog).queryByRole('combobox', { name: /^العيادة/ });

describe('the clinic of a STAFF account', () => {
  it('is asked for only when the role is STAFF, and is then required', async () => {
    signInAs('SUPERADMIN');
    const sent = api();
    const { user, dialog, field, save } = await openDialog(CreateUserDialog, 'إضافة مستخدم');
    await fill(user, field(/^الاسم الأول/), 'سارة');
    await fill(user, field(/^الاسم الأخير/), 'القحطاني');
    await fill(user, field(/^البريد الإلكتروني[\s*]*$/), 'sara@example.com');
    expect(clinicField(dialog)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^الدور/ }), 'موظف');
    expect(clinicField(dialog)).toBeVisible();
    await save();
    await waitFor(() => expect(clinicField(dialog)).toHaveAccessibleDescription('حدّد عيادة الموظف.'));
    expect(sent).toEqual([]);

    await user.selectOptions(clinicField(dialog)!, await within(dialog).findByRole('option', { name: 'عيادة النور' }));
    await save();
    expect(await screen.findByText('تمت العملية بنجاح')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ role: 'STAFF', etablissementPubkey: CLINIC })]);
  });

  it('is not sent for another role, even when chosen before the role changed', async () => {
    signInAs('SUPERADMIN');
    const sent = api();
    const { user, dialog, field, save } = await openDialog(CreateUserDialog, 'إضافة مستخدم');
    await fill(user, field(/^الاسم الأول/), 'سارة');
    await fill(user, field(/^الاسم الأخير/), 'القحطاني');
    await fill(user, field(/^البريد الإلكتروني[\s*]*$/), 'sara@example.com');
    const role = within(dialog).getByRole('combobox', { name: /^الدور/ });
    await user.selectOptions(role, 'موظف');
    await user.selectOptions(clinicField(dialog)!, await within(dialog).findByRole('option', { name: 'عيادة النور' }));
    await user.selectOptions(role, 'طبيب');
    expect(clinicField(dialog)).not.toBeInTheDocument();
    await save();

    expect(await screen.findByText('تمت العملية بنجاح')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ role: 'DOCTOR' });
    expect(sent[0]).not.toHaveProperty('etablissementPubkey');
  });
});
