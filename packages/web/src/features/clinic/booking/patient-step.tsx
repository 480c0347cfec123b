import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINIC_PEOPLE_ROUTES, type Patient } from '@bayan/shared';
import { SearchField } from '../../../components/data-table/search-field';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import { ChoiceStep } from './choice-step';
import type { BookingWizard } from './use-booking-wizard';

/** Step 0 for the care team, who book for a patient: the patient, found by name, phone, ID or email. */
export function PatientStep({ wizard }: { wizard: BookingWizard }) {
  const { t } = useTranslation('booking');
  const [q, setQ] = useState('');
  const query = useQuery({
    queryKey: ['clinic', 'patients', 'booking', q],
    queryFn: ({ signal }) =>
      fetchListPage<Patient>(
        routePath(CLINIC_PEOPLE_ROUTES['clinic.listPatients']),
        { q: q || undefined, limit: 20, sort: 'name' },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const patients = query.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <SearchField value={q} onSearch={setQ} label={t('patientSearch')} />
      <ChoiceStep
        title={t('steps.patient')}
        choices={patients.map((patient) => ({
          value: patient.pubkey,
          label: patient.name,
          detail: patient.phone ?? '',
        }))}
        selected={wizard.choices.patient?.pubkey}
        onChoose={(value) => {
          const patient = patients.find((one) => one.pubkey === value);
          if (patient) wizard.choose('patient', { pubkey: patient.pubkey, name: patient.name });
        }}
        query={query}
        empty={t('empty.patients')}
      />
    </Stack>
  );
}
