import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createPatientSchema, updatePatientSchema, type CreatePatient, type Patient } from '@bayan/shared';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { editedItem, type DialogControl } from '../../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useEtablissementChoices } from '../../../../hooks/use-directory-choices';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { useSavePatient } from '../api/patients';
import { AccountOrName } from '../components/account-picker';
import { ChoiceSelect } from '../components/choice-select';
import { ConsentStep } from './consent-step';
import { PatientFields } from './patient-fields';
import { patientFormValues, updateBody } from './patient-form';

/** Answers without a field of their own, shown where they belong: the account, the patient's consent. */
const SERVER_FIELDS = {
  CLINIC_PATIENT_EXISTS: 'patientPubkey',
  CLINIC_PATIENT_CONSENT_REQUIRED: 'consentCode',
} as const;

/** A patient's file: a new one for a PATIENT account (`true`), or the patient to edit. */
export function PatientFormDialog({ dialog }: { dialog: DialogControl<Patient | true> }) {
  return <PatientForm key={dialog.key} dialog={dialog} patient={editedItem(dialog)} />;
}

function PatientForm({ dialog, patient }: { dialog: DialogControl<Patient | true>; patient: Patient | undefined }) {
  const { t } = useTranslation('clinicPeople');
  // Staff register in their own clinic, a patient new to it with the patient's consent code; an
  // admin may name a clinic (or none), and needs no code.
  const role = useStoredProfile()?.role;
  const pickClinic = !patient && role !== 'STAFF';
  const askConsent = !patient && role === 'STAFF';
  const clinics = useEtablissementChoices(pickClinic);
  const initial = patientFormValues(patient);
  const form = useZodForm(patient ? updatePatientSchema : createPatientSchema, initial);
  const save = useSavePatient();
  const patientPubkey = useWatch({ control: form.control, name: 'patientPubkey' });
  const { resetField } = form;
  const resetCode = useCallback(() => resetField('consentCode'), [resetField]);

  const submit = form.handleSubmit((checked) => {
    const onError = (error: unknown) => applyServerErrors(form, error, SERVER_FIELDS);
    const options = { onSuccess: dialog.closeAfterSuccess, onError };
    if (!patient) return save.mutate({ pubkey: null, body: checked as CreatePatient }, options);
    const body = updateBody(checked, form.getValues(), initial);
    if (Object.keys(body).length === 0) return dialog.close();
    save.mutate({ pubkey: patient.pubkey, body }, options);
  });

  return (
    <FormDialog
      open={dialog.open}
      title={patient ? t('patients.editTitle', { name: patient.name }) : t('patients.createTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={save.isPending || dialog.closing}
    >
      <AccountOrName people="patients" person={patient} control={form.control} name="patientPubkey" />
      {askConsent && <ConsentStep control={form.control} patientPubkey={patientPubkey} resetCode={resetCode} />}
      {pickClinic && (
        <ChoiceSelect
          control={form.control}
          name="etablissementPubkey"
          label={t('patients.fields.etablissement')}
          choices={clinics.choices}
          emptyLabel={t('patients.fields.anyEtablissement')}
        />
      )}
      <PatientFields control={form.control} />
    </FormDialog>
  );
}
