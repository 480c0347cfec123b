import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
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
    // An admin adds a patient without the patient's code.
    expect(within(dialog).queryByRole('button', { name: /إرسال الرمز/ })).not.toBeInTheDocument();
  });

  it('asks staff for the patient’s consent: a code texted to the chosen patient, entered with the file', async () => {
    signInAs('STAFF');
    directoryApi(ACCOUNTS);
    const asked = captureBodies('post', API_ROUTES['clinic.patientConsentCode'].path, {
      phone: '+9665******12',
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const bodies: unknown[] = [];
    server.use(
      http.post(API_ROUTES['clinic.createPatient'].path, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length > 1) return HttpResponse.json(aPatient(), { status: 201 });
        const message = "The patient's consent code is wrong or has expired.";
        const code = 'CLINIC_PATIENT_CONSENT_INVALID';
        return HttpResponse.json(
          { code, message, details: [{ path: 'body.consentCode', code, message }] },
          { status: 400 },
        );
      }),
    );
    const { user, dialog, field, save } = await openForm(PatientFormDialog, true, 'Add patient', 'en');

    const send = within(dialog).getByRole('button', { name: 'Send code to the patient' });
    expect(send).toBeDisabled();
    expect(within(dialog).queryByLabelText(/^Patient's code/)).not.toBeInTheDocument();
    await fill(user, field(/^Patient account/), 'ليلى');
    await user.click(await screen.findByRole('option', { name: 'ليلى الحربي' }));
    await user.click(send);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Code sent to +9665******12; it is valid for 5 minutes.',
    );
    expect(asked).toEqual([{ patientPubkey: KEYS.patient }]);
    expect(within(dialog).getByRole('button', { name: /^New code in 60 s$/ })).toBeDisabled();
    await fill(user, field(/^Patient's code/), '١٢٣٤٥٧');
    await save();
    await waitFor(() =>
      expect(field(/^Patient's code/)).toHaveAccessibleDescription(
        "The patient's consent code is wrong or has expired.",
      ),
    );
    await user.clear(field(/^Patient's code/));
    await fill(user, field(/^Patient's code/), '123456');
    await save();

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { patientPubkey: KEYS.patient, consentCode: '123457' },
      { patientPubkey: KEYS.patient, consentCode: '123456' },
    ]);
  });

  it('shows staff, in Arabic, why a patient new to the clinic needs the code, and why it could not be sent', async () => {
    signInAs('STAFF');
    directoryApi(ACCOUNTS);
    const required = 'هذا المريض ليس من مرضى عيادتك بعد.';
    const noPhone = 'ليس لهذا المريض جوال مؤكد.';
    server.use(
      http.post(API_ROUTES['clinic.createPatient'].path, () =>
        HttpResponse.json({ code: 'CLINIC_PATIENT_CONSENT_REQUIRED', message: required }, { status: 403 }),
      ),
      http.post(API_ROUTES['clinic.patientConsentCode'].path, () =>
        HttpResponse.json({ code: 'CLINIC_PATIENT_PHONE_UNCONFIRMED', message: noPhone }, { status: 422 }),
      ),
    );
    const { user, dialog, field, save } = await openForm(PatientFormDialog, true, 'إضافة مريض');

    await fill(user, field(/^حساب المريض/), 'ليلى');
    await user.click(await screen.findByRole('option', { name: 'ليلى الحربي' }));
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(required);
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الرمز إلى المريض' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(noPhone),
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
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
