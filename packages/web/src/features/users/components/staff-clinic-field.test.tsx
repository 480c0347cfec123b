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

/** The create dialog with a person's names and email filled in, and its role and clinic fields. */
async function openFilled() {
  const view = await openDialog(CreateUserDialog, 'إضافة مستخدم');
  const { user, dialog, field } = view;
  await fill(user, field(/^الاسم الأول/), 'سارة');
  await fill(user, field(/^اسم العائلة/), 'القحطاني');
  await fill(user, field(/^البريد الإلكتروني[\s*]*$/), 'sara@example.com');
  const role = within(dialog).getByRole('combobox', { name: /^الدور/ });
  const chooseClinic = async () =>
    user.selectOptions(clinicField(dialog)!, await within(dialog).findByRole('option', { name: 'عيادة النور' }));
  return { ...view, role, chooseClinic };
}

describe('the clinic of a STAFF account', () => {
  it('is asked for only when the role is STAFF, and is then required', async () => {
    signInAs('SUPERADMIN');
    const sent = api();
    const { user, dialog, role, save } = await openFilled();
    expect(clinicField(dialog)).not.toBeInTheDocument();

    await user.selectOptions(role, 'موظف');
    expect(clinicField(dialog)).toBeVisible();
    await save();
    await waitFor(() => expect(clinicField(dialog)).toHaveAccessibleDescription('حدّد عيادة الموظف.'));
    expect(sent).toEqual([]);
  });

  it('is sent with a STAFF account', async () => {
    signInAs('SUPERADMIN');
    const sent = api();
    const { user, role, save, chooseClinic } = await openFilled();
    await user.selectOptions(role, 'موظف');
    await chooseClinic();
    await save();

    expect(await screen.findByText('أُضيف المستخدم')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ role: 'STAFF', etablissementPubkey: CLINIC })]);
  });

  it('is not sent for another role, even when chosen before the role changed', async () => {
    signInAs('SUPERADMIN');
    const sent = api();
    const { user, dialog, role, save, chooseClinic } = await openFilled();
    await user.selectOptions(role, 'موظف');
    await chooseClinic();
    await user.selectOptions(role, 'طبيب');
    expect(clinicField(dialog)).not.toBeInTheDocument();
    await save();

    expect(await screen.findByText('أُضيف المستخدم')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ role: 'DOCTOR' });
    expect(sent[0]).not.toHaveProperty('etablissementPubkey');
  });
});
