import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { genderChoices } from '../../../../test/person-fields';
import { fill } from '../../../../test/render';
import { openForm } from '../testing/open-form';
import { aPatient, captureBodies, directoryApi, KEYS } from '../testing/test-api';
import { PatientFormDialog } from './patient-form-dialog';

const ACCOUNTS = [{ pubkey: KEYS.patient, id: 9, name: 'ليلى الحربي', role: 'PATIENT' as const }];
const toArabic = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
/** Born on 1 January thirty years ago: thirty today, whatever today is. */
const THIRTY = `${new Date().getUTCFullYear() - 30}-01-01`;

describe('PatientFormDialog', () => {
  it('asks, in Arabic, for the account before anything is sent', async () => {
    signInAs('ADMIN');
    directoryApi(ACCOUNTS);
    const bodies = captureBodies('post', API_ROUTES['clinic.createPatient'].path, aPatient());
    const { field, save } = await openForm(PatientFormDialog, true, 'إضافة مريض');
    await save();

    await waitFor(() => expect(field(/^حساب المريض/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^حساب المريض/)).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(bodies).toEqual([]);
  });

  it('takes the birthday and ID in Arabic-Indic digits, shows the age, the gender as the one radio group, and opens the file', async () => {
    signInAs('ADMIN');
    directoryApi(ACCOUNTS);
    const bodies = captureBodies('post', API_ROUTES['clinic.createPatient'].path, aPatient());
    const { user, dialog, field, save } = await openForm(PatientFormDialog, true, 'إضافة مريض');

    await fill(user, field(/^حساب المريض/), 'ليلى');
    await user.click(await screen.findByRole('option', { name: 'ليلى الحربي' }));
    expect(within(dialog).queryByText(/^العمر:/)).not.toBeInTheDocument();
    expect(genderChoices(dialog)).toEqual(['ذكر', 'أنثى', 'غير محدد']);
    await fill(user, field(/^تاريخ الميلاد/), toArabic(THIRTY));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('العمر: ٣٠ سنة');
    await user.click(within(dialog).getByRole('radio', { name: 'أنثى' }));
    await fill(user, field(/^رقم الهوية/), '١٠٢٣٤٥٦٧٨١');
    await save();

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      patientPubkey: KEYS.patient,
      birthday: THIRTY,
      gender: 'FEMALE',
      idNumber: '1023456781',
    });
  });

  it('shows the age in English too, and sends only what an edit changed', async () => {
    signInAs('STAFF');
    const patient = aPatient({ birthday: THIRTY, age: 30, notes: 'حساسية' });
    const bodies = captureBodies('patch', API_ROUTES['clinic.updatePatient'].path, patient);
    const { user, dialog, field, save } = await openForm(PatientFormDialog, patient, 'Edit patient ليلى الحربي', 'en');

    expect(within(dialog).getByRole('status')).toHaveTextContent('Age: 30 years');
    expect(within(dialog).queryByLabelText(/clinic/i, { selector: 'select' })).not.toBeInTheDocument();
    await user.clear(field(/^Notes/));
    await user.type(field(/^Notes/), 'Penicillin allergy');
    await save();

    await waitFor(() => expect(bodies).toEqual([{ notes: 'Penicillin allergy' }]));
  });
});
