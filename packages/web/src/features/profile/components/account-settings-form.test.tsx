import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Profile } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { genderChoices, NAME_ORDER, NAME_ORDER_EN, nameFields } from '../../../test/person-fields';
import { fill, renderPage } from '../../../test/render';
import { AccountSettingsForm } from './account-settings-form';

const ME = API_ROUTES['users.me'].path;
const PROFILE: Profile = {
  pubkey: 'u-1',
  name: 'هدى الحربي',
  firstName: 'هدى',
  fatherName: null,
  grandfatherName: null,
  lastName: 'الحربي',
  email: 'huda@example.com',
  phone: '+966512345678',
  idNumber: null,
  gender: 'FEMALE',
  birthday: null,
  role: 'USER',
  status: 'ACTIVE',
  hasFile: false,
  is_email_confirmed: true,
  is_phone_confirmed: true,
  must_change_password: false,
};

const email = () => screen.getByRole('textbox', { name: /البريد الإلكتروني/ });
const currentPassword = () => screen.queryByLabelText(/^كلمة المرور الحالية/, { selector: 'input' });
const save = () => screen.getByRole('button', { name: 'حفظ التغييرات' });

/** Answers every save with the profile, keeping what was sent. */
function acceptSaves(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.patch(ME, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(PROFILE);
    }),
  );
  return sent;
}

describe('AccountSettingsForm', () => {
  it('lists the four names in the one order, one family name, and the gender as the one radio group', async () => {
    const { container } = await renderPage(<AccountSettingsForm profile={PROFILE} />);
    expect(nameFields(container)).toEqual([...NAME_ORDER]);
    // A gender the account has cannot be taken back: no "not given".
    expect(genderChoices(container)).toEqual(['ذكر', 'أنثى']);
    expect(screen.getByRole('radio', { name: 'أنثى' })).toBeChecked();
  });

  it('offers "not given" while the account has no gender, and saves the one chosen', async () => {
    const sent = acceptSaves();
    const { container, user } = await renderPage(<AccountSettingsForm profile={{ ...PROFILE, gender: null }} />);
    expect(genderChoices(container)).toEqual(['ذكر', 'أنثى', 'غير محدد']);
    expect(screen.getByRole('radio', { name: 'غير محدد' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'ذكر' }));
    await user.click(save());
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ gender: 'MALE' })]));
  });

  it('labels the four names in English too, the family name holding lastName', async () => {
    const { container } = await renderPage(<AccountSettingsForm profile={PROFILE} />, { language: 'en' });
    expect(nameFields(container)).toEqual([...NAME_ORDER_EN]);
    expect(screen.getByRole('textbox', { name: /^Family name/ })).toHaveValue('الحربي');
    expect(screen.getByRole('radiogroup', { name: /^Gender/ })).toBeInTheDocument();
  });

  it('asks for the current password only when the email or phone changes', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<AccountSettingsForm profile={PROFILE} />);
    expect(currentPassword()).toBeNull();

    await user.clear(email());
    await fill(user, email(), 'HUDA@example.com');
    expect(currentPassword()).toBeNull();
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('currentPassword');

    await user.clear(email());
    await fill(user, email(), 'new@example.com');
    expect(currentPassword()).not.toBeNull();
    await user.click(save());
    await waitFor(() => expect(currentPassword()).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    expect(sent).toHaveLength(1);
  });

  it('sends the current password and shows the server’s refusal on it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(ME, async ({ request }) => {
        sent.push(await request.json());
        return apiError(request, 'AUTH_WRONG_PASSWORD', [
          { path: 'body.currentPassword', code: 'wrong', message: 'كلمة المرور الحالية غير صحيحة.' },
        ]);
      }),
    );
    const { user } = await renderPage(<AccountSettingsForm profile={PROFILE} />);
    await user.clear(email());
    await fill(user, email(), 'new@example.com');
    await fill(user, currentPassword()!, 'not-my-password');
    await user.click(save());

    await waitFor(() => expect(currentPassword()).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.'));
    expect(currentPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([expect.objectContaining({ email: 'new@example.com', currentPassword: 'not-my-password' })]);
  });

  it('asks for the current password when the ID number is set, changed or emptied, and sends it', async () => {
    const sent = acceptSaves();
    const idNumber = () => screen.getByRole('textbox', { name: /رقم الهوية/ });
    const { user, unmount } = await renderPage(<AccountSettingsForm profile={PROFILE} />);
    await fill(user, idNumber(), '١٠١٢٣٤٥٦٧٢');
    expect(currentPassword()).toHaveAccessibleDescription(
      'تغيير رقم الهوية يتطلب كلمة مرورك، وسنُبلغك به على بريدك وجوالك.',
    );
    await user.click(save());
    await waitFor(() => expect(currentPassword()).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    expect(sent).toEqual([]);
    await fill(user, currentPassword()!, 'my-password');
    await user.click(save());
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ idNumber: '1012345672', currentPassword: 'my-password' })]),
    );
    unmount();

    // The number it holds, typed in either digits, asks nothing; emptying it does.
    const held = { ...PROFILE, idNumber: '1012345672' };
    const again = await renderPage(<AccountSettingsForm profile={held} />);
    await again.user.clear(idNumber());
    await fill(again.user, idNumber(), '١٠١٢٣٤٥٦٧٢');
    expect(currentPassword()).toBeNull();
    await again.user.clear(idNumber());
    expect(currentPassword()).not.toBeNull();
  });

  it('takes a birth date typed in Hijri as its Gregorian day, and refuses a Hijri year typed as Gregorian', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<AccountSettingsForm profile={PROFILE} />);
    const birthday = () => screen.getByRole('textbox', { name: /تاريخ الميلاد/ });

    // 11 Rabiʿ I 1415 as the Umm al-Qura calendar published it (ICU's computed table: the 10th).
    await fill(user, birthday(), '١٤١٥-٠٣-١١');
    await user.click(save());
    await waitFor(() =>
      expect(birthday()).toHaveAccessibleDescription('أدخل تاريخ ميلاد بين اليوم وقبل ١٢٠ سنة، بالتقويم الذي اخترته.'),
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'هجري' }));
    expect(birthday()).toHaveValue('١٤١٥-٠٣-١١');
    await waitFor(() => expect(birthday()).toHaveAccessibleDescription(/١١ ربيع الأول ١٤١٥ هـ.*١٨ أغسطس ١٩٩٤/));
    await user.click(save());
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ birthday: '1994-08-18' })]));
  });
});
