import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { aUser } from '../../../test/fixtures';
import { openDialog } from '../../../test/open-dialog';
import { genderChoices, NAME_ORDER, nameFields } from '../../../test/person-fields';
import { fill } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { CreateUserDialog } from './create-user-dialog';

const CREATE = API_ROUTES['users.create'].path;

/** Opens the dialog and fills what an account needs, the birthday and phone in Arabic-Indic digits, and a gender. */
async function openAndFill() {
  const view = await openDialog(CreateUserDialog, 'إضافة مستخدم');
  const { user, field } = view;
  await fill(user, field(/^الاسم الأول/), 'سارة');
  await fill(user, field(/^اسم العائلة/), 'القحطاني');
  await fill(user, field(/^البريد الإلكتروني[\s*]*$/), 'sara@example.com');
  await fill(user, field(/^رقم الجوال[\s*]*$/), '٠٥٥٥١٢٣٤٥٦');
  await fill(user, field(/^تاريخ الميلاد/), '١٩٩٠-٠٥-١٢');
  await user.click(within(view.dialog).getByRole('radio', { name: 'أنثى' }));
  return view;
}

describe('CreateUserDialog', () => {
  it('lists the names in the one order and the gender as the one radio group, "not given" checked to begin with', async () => {
    const { dialog } = await openDialog(CreateUserDialog, 'إضافة مستخدم');
    expect(nameFields(dialog)).toEqual([...NAME_ORDER]);
    expect(genderChoices(dialog)).toEqual(['ذكر', 'أنثى', 'غير محدد']);
    expect(within(dialog).getByRole('radio', { name: 'غير محدد' })).toBeChecked();
  });

  it('flags the empty required fields before anything is sent', async () => {
    const { field, save } = await openDialog(CreateUserDialog, 'إضافة مستخدم');
    await save();
    await waitFor(() => expect(field(/^الاسم الأول/)).toHaveAttribute('aria-invalid', 'true'));
    for (const label of [/^الاسم الأول/, /^اسم العائلة/]) {
      expect(field(label)).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    }
    // Spec §5's own words for the email.
    expect(field(/^البريد الإلكتروني[\s*]*$/)).toHaveAccessibleDescription('البريد الإلكتروني مطلوب.');
    expect(field(/^الاسم الأول/)).toHaveFocus();
  });

  it('puts the server’s validation details on their fields, with no toast on top, and stays open', async () => {
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
    // The fields say it: no toast repeats it (it would come a task later).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('البيانات المرسلة غير صالحة.')).toBeNull();
    expect(dialog).toBeVisible();
  });

  it('sends the account as multipart, then closes and says the user was added', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json(aUser({ firstName: 'سارة' }), { status: 201 });
      }),
    );
    const { save } = await openAndFill();
    await save();

    expect(await screen.findByText('أُضيف المستخدم')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        firstName: 'سارة',
        lastName: 'القحطاني',
        email: 'sara@example.com',
        phone: '+966555123456',
        gender: 'FEMALE',
        birthday: '1990-05-12',
        role: 'USER',
        status: 'ACTIVE',
        isEmailVerified: 'true',
        isPhoneVerified: 'true',
      },
    ]);
  });
});
