import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { genderChoices, NAME_ORDER, nameFields } from '../../../test/person-fields';
import { fill, renderPage } from '../../../test/render';
import { RegisterForm } from './register-form';

const REGISTER = API_ROUTES['auth.register'].path;
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Fills every field validly, the phone in Arabic-Indic digits. */
async function fillForm(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await fill(user, field(/^الاسم الأول/), 'هدى');
  await fill(user, field(/^اسم العائلة/), 'الحربي');
  await fill(user, field(/^البريد الإلكتروني/), 'huda@example.com');
  await fill(user, field(/^رقم الجوال/), '٠٥١٢٣٤٥٦٧٨');
  await user.click(screen.getByRole('radio', { name: 'أنثى' }));
  await fill(user, field(/^كلمة المرور/), 'quiet-lantern-orbit');
  await fill(user, field(/^تأكيد كلمة المرور/), 'quiet-lantern-orbit');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('asks for the four names in the one order, and the gender with the one radio group', async () => {
    const { container } = await renderPage(<RegisterForm />);
    expect(nameFields(container)).toEqual([...NAME_ORDER]);
    expect(genderChoices(container)).toEqual(['ذكر', 'أنثى']);
  });

  it('flags every empty required field at once and focuses the first', async () => {
    const { user } = await renderPage(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    await waitFor(() => expect(field(/^الاسم الأول/)).toHaveAttribute('aria-invalid', 'true'));
    for (const label of [/^الاسم الأول/, /^اسم العائلة/, /^رقم الجوال/, /^تأكيد كلمة المرور/]) {
      expect(field(label)).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    }
    // Spec §5's own words for the email.
    expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني مطلوب.');
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام.')).toBeVisible();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(field(/^الاسم الأول/)).toHaveFocus();
  });

  it('accepts the phone in Arabic-Indic digits and puts the server’s field details on their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(REGISTER, async ({ request }) => {
        sent.push(await request.json());
        return apiError(request, 'VALIDATION_FAILED', [
          { path: 'body.lastName', code: 'too_big', message: 'اسم العائلة طويل جداً.' },
          { path: 'body.email', code: 'custom', message: 'نطاق البريد هذا غير مقبول.' },
        ]);
      }),
    );
    const { user } = await renderPage(<RegisterForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    await waitFor(() => expect(field(/^اسم العائلة/)).toHaveAccessibleDescription('اسم العائلة طويل جداً.'));
    expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('نطاق البريد هذا غير مقبول.');
    expect(field(/^اسم العائلة/)).toHaveFocus();
    expect(field(/^رقم الجوال/)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([
      {
        firstName: 'هدى',
        lastName: 'الحربي',
        email: 'huda@example.com',
        phone: '+966512345678',
        gender: 'FEMALE',
        password: 'quiet-lantern-orbit',
      },
    ]);
  });

  it('pins an email already in use on the email field', async () => {
    server.use(http.post(REGISTER, ({ request }) => apiError(request, 'AUTH_EMAIL_IN_USE')));
    const { user } = await renderPage(<RegisterForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() =>
      expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('هذا البريد الإلكتروني مرتبط بحساب آخر.'),
    );
  });
});
