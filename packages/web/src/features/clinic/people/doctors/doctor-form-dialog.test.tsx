import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { fill } from '../../../../test/render';
import { openForm } from '../testing/open-form';
import { aDoctor, captureBodies, directoryApi, KEYS } from '../testing/test-api';
import { DoctorFormDialog } from './doctor-form-dialog';

const ACCOUNTS = [{ pubkey: KEYS.doctor, id: 7, name: 'سمير العتيبي', role: 'DOCTOR' as const }];

describe('DoctorFormDialog', () => {
  it('flags, in Arabic, the account, speciality and clinic an admin left empty, and sends nothing', async () => {
    signInAs('ADMIN');
    directoryApi(ACCOUNTS);
    const bodies = captureBodies('post', API_ROUTES['clinic.createDoctor'].path, aDoctor());
    const { field, save } = await openForm(DoctorFormDialog, true, 'إضافة طبيب');
    await save();

    await waitFor(() => expect(field(/^حساب الطبيب/)).toHaveAttribute('aria-invalid', 'true'));
    // Spec §5's own words for each choice left out.
    expect(field(/^حساب الطبيب/)).toHaveAccessibleDescription('الطبيب مطلوب.');
    expect(field(/^التخصص/)).toHaveAccessibleDescription('التخصص مطلوب.');
    expect(field(/^العيادة/)).toHaveAccessibleDescription('العيادة مطلوبة.');
    expect(bodies).toEqual([]);
  });

  it('creates the profile of the chosen DOCTOR account with a room of the chosen clinic', async () => {
    signInAs('ADMIN');
    const { roomQueries } = directoryApi(ACCOUNTS);
    const bodies = captureBodies('post', API_ROUTES['clinic.createDoctor'].path, aDoctor());
    const { user, dialog, field, save } = await openForm(DoctorFormDialog, true, 'إضافة طبيب');

    await fill(user, field(/^حساب الطبيب/), 'سمير');
    await user.click(await screen.findByRole('option', { name: 'سمير العتيبي' }));
    expect(field(/^حساب الطبيب/)).toHaveValue('سمير العتيبي');
    await user.selectOptions(field(/^التخصص/), await within(dialog).findByRole('option', { name: 'طب الأسنان' }));
    await user.selectOptions(field(/^العيادة/), await within(dialog).findByRole('option', { name: 'عيادة الشفاء' }));
    // Only the chosen clinic's rooms are offered.
    await user.selectOptions(field(/^الغرفة/), await within(dialog).findByRole('option', { name: 'غرفة ٢٠١' }));
    expect(within(dialog).queryByRole('option', { name: 'غرفة ١٠١' })).not.toBeInTheDocument();
    await fill(user, field(/^نبذة/), 'استشاري تقويم');
    await save();

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      doctorPubkey: KEYS.doctor,
      specialityPubkey: KEYS.speciality,
      etablissementPubkey: KEYS.clinic2,
      roomPubkey: KEYS.room2,
      bio: 'استشاري تقويم',
    });
    expect(roomQueries).toContain(KEYS.clinic2);
  });

  it('shows the rating read-only when editing and sends only what changed', async () => {
    signInAs('ADMIN');
    directoryApi();
    const doctor = aDoctor({ rating: 4.5, ratingCount: 2 });
    const bodies = captureBodies('patch', API_ROUTES['clinic.updateDoctor'].path, doctor);
    const { user, dialog, field, save } = await openForm(DoctorFormDialog, doctor, 'تعديل الطبيب سمير العتيبي');

    expect(within(dialog).getByText('٤٫٥ من ٥ (تقييمان)')).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /التقييم/ })).not.toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'غرفة ١٠١' });
    await user.selectOptions(field(/^الغرفة/), 'بلا غرفة');
    await save();

    await waitFor(() => expect(bodies).toEqual([{ roomPubkey: null }]));
  });

  it('leaves a STAFF member’s doctor in their own clinic: no clinic to pick', async () => {
    signInAs('STAFF');
    directoryApi();
    const { dialog } = await openForm(DoctorFormDialog, aDoctor(), 'تعديل الطبيب سمير العتيبي');
    expect(within(dialog).getByLabelText(/^التخصص/, { selector: 'select' })).toBeVisible();
    expect(within(dialog).queryByLabelText(/^العيادة/, { selector: 'select' })).not.toBeInTheDocument();
  });
});
