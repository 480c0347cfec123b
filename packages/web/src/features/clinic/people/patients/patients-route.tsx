import { useTranslation } from 'react-i18next';
import { GENDERS, PATIENT_SORTABLE, type Patient } from '@bayan/shared';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { patientsQuery, usePatients } from '../api/patients';
import { PeopleListPage } from '../components/people-list-page';
import { AgeFilter } from './age-filter';
import { PatientFormDialog } from './patient-form-dialog';
import { usePatientColumns } from './patients-columns';

const FILTERS = ['gender', 'ageMin', 'ageMax'] as const;

/** `/dashboard/patients`: the patients' files — search, filter by gender and age, add, edit, export. */
export default function PatientsRoute() {
  const { t } = useTranslation('clinicPeople');
  const list = useListParams({ sort: '-createdAt', sortable: PATIENT_SORTABLE, filters: FILTERS });
  const { ageMin, ageMax } = list.filters;
  const reversed = ageMin !== '' && ageMax !== '' && Number(ageMax) < Number(ageMin);
  // A reversed range is not sent (the field says why), as the appointments' days.
  const filter = { q: list.q, sort: list.sort, ...list.filters, ...(reversed ? { ageMax: '' } : {}) };
  const query = usePatients(list.page, filter);
  const dialog = useDialog<Patient | true>();

  return (
    <PeopleListPage
      people="patients"
      list={list}
      query={query}
      columns={usePatientColumns()}
      filters={
        <>
          <FilterSelect
            label={t('patients.filters.gender')}
            {...list.bind('gender')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          />
          <AgeFilter label={t('patients.filters.ageMin')} {...list.bind('ageMin')} />
          <AgeFilter
            label={t('patients.filters.ageMax')}
            {...list.bind('ageMax')}
            error={reversed ? t('patients.filters.ageRange') : undefined}
          />
        </>
      }
      exportQuery={patientsQuery(filter)}
      dialog={dialog}
    >
      <PatientFormDialog dialog={dialog} />
    </PeopleListPage>
  );
}
