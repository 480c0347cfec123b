import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { aUser } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { CreateUserDialog } from './create-user-dialog';

const CREATE = API_ROUTES['users.create'].path;

function Harness() {
  const dialog = useDialog();
  return (
    <>
      <button onClick={() => dialog.show(true)}>فتح</button>
      <CreateUserDialog dialog={dialog} />
    </>
  );
}

/** Opens the dialog and fills what an account needs, the birthday and phone in Arabic-Indic digits. */
async function openAndFill() {
  const view = await renderPage(<Harness />);
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'فتح' }));
  const dialog = await screen.findByRole('dialog', { name: 'إضافة مستخدم' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
  await fill(user, field(/^الاسم الأول/), 'سارة');
  await fill(user, field(/^الاسم الأخير/), 'القحطاني');
  await fill(user, field(/^البريد الإلكتروني[\s*]*$/), 'sara@example.com');
  await fill(user, field(/^رقم الجوال[\s*]*$/), '٠٥٥٥١٢٣٤٥٦');
  await fill(user, field(/^تاريخ الميلاد/), '١٩٩٠-٠٥-١٢');
  return { ...view, dialog, field, save: () => user.click(within(dialog).getByRole('button', { name: 'حفظ' })) };
}

describe('CreateUserDialog', () => {
  it('flags the empty required fields before anything is sent', async () => {
    const { user } = await renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'فتح' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    for (const label of [/^الاسم الأول/, /^الاسم الأخير/, /^البريد الإلكتروني[\s*]*$/]) {
      expect(within(dialog).getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
        'هذا الحقل مطلوب.',
      );
    }
    expect(within(dialog).getByLabelText(/^الاسم الأول/, { selector: 'input' })).toHaveFocus();
  });

  it('puts the server’s validation details on their fields and stays open', async () => {
    server.use(
      http.post(CREATE, ({ request }) =>
        apiError(request, 'VALIDATION_FAILED', [
          { path: 'body.email', code: 'custom', message: 'هذا النطاق محجوب.' },
          { path: 'body.idNumber', code: 'custom', message: 'رقم الهوية مطلوب لهذا الدور.' },
        ]),
      ),
    );
    const { dialog, field, save } = await openAndFill();
    await save();

    await waitFor(() => expect(field(/^البريد الإلكتروني[\s*]*$/)).toHaveAccessibleDescription('هذا النطاق محجوب.'));
    expect(field(/^رقم الهوية/)).toHaveAccessibleDescription('رقم الهوية مطلوب لهذا الدور.');
    expect(await screen.findByText('البيانات المرسلة غير صالحة.')).toBeVisible();
    expect(dialog).toBeVisible();
  });

  it('sends the account as multipart, then closes and says it is done', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json(aUser({ firstName: 'سارة' }), { status: 201 });
      }),
    );
    const { save } = await openAndFill();
    await save();

    expect(await screen.findByText('تمت العملية بنجاح')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        firstName: 'سارة',
        lastName: 'القحطاني',
        email: 'sara@example.com',
        phone: '+966555123456',
        birthday: '1990-05-12',
        role: 'USER',
        status: 'ACTIVE',
        isEmailVerified: 'true',
        isPhoneVerified: 'true',
      },
    ]);
  });
});
