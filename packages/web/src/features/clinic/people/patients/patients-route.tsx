import { useTranslation } from 'react-i18next';
import { allows, GENDERS, PATIENT_SORTABLE, type Patient, CLINIC_PEOPLE_ROUTES, USERS_ROUTES } from '@bayan/shared';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { patientsQuery, usePatients } from '../api/patients';
import { PeopleListPage } from '../components/people-list-page';
import { AgeFilter } from './age-filter';
import { PatientFormDialog } from './patient-form-dialog';
import { usePatientColumns } from './patients-columns';

const FILTERS = ['gender', 'ageMin', 'ageMax'] as const;

/** `/dashboard/patients`: the patients' files — search, filter by gender and age, add, edit, export. */
export default function PatientsRoute() {
  const { t } = useTranslation('clinicPeople');
  const role = useStoredProfile()?.role ?? null;
  const list = useListParams({ sort: '-createdAt', sortable: PATIENT_SORTABLE, filters: FILTERS });
  const { ageMin, ageMax } = list.filters;
  const reversed = ageMin !== '' && ageMax !== '' && Number(ageMax) < Number(ageMin);
  // A reversed range is not sent (the field says why), as the appointments' days.
  const filter = { q: list.q, sort: list.sort, ...list.filters, ...(reversed ? { ageMax: '' } : {}) };
  const query = usePatients(list.page, filter);
  const dialog = useDialog<Patient | true>();
  const mayCreate =
    allows(CLINIC_PEOPLE_ROUTES['clinic.createPatient'].access, role) &&
    allows(USERS_ROUTES['users.picker'].access, role);
  const mayEdit = allows(CLINIC_PEOPLE_ROUTES['clinic.updatePatient'].access, role);

  return (
    <PeopleListPage
      people="patients"
      role={role}
      list={list}
      query={query}
      columns={usePatientColumns()}
      filters={
        <>
          <FilterSelect
            label={t('patients.filters.gender')}
            value={list.filters.gender}
            onChange={(value) => list.setFilter('gender', value)}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          />
          <AgeFilter
            label={t('patients.filters.ageMin')}
            value={ageMin}
            onChange={(v) => list.setFilter('ageMin', v)}
          />
          <AgeFilter
            label={t('patients.filters.ageMax')}
            value={ageMax}
            onChange={(v) => list.setFilter('ageMax', v)}
            error={reversed ? t('patients.filters.ageRange') : undefined}
          />
        </>
      }
      exportRoute={CLINIC_PEOPLE_ROUTES['clinic.exportPatients']}
      exportQuery={patientsQuery(filter)}
      dialog={dialog}
      mayCreate={mayCreate}
      mayEdit={mayEdit}
    >
      <PatientFormDialog dialog={dialog} />
    </PeopleListPage>
  );
}
