import { useTranslation } from 'react-i18next';
import { DOCTOR_SORTABLE, type Doctor, DIRECTORY_ROUTES } from '@bayan/shared';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { useEtablissementChoices, useNamedChoices } from '../../../../hooks/use-directory-choices';
import { doctorsQuery, useDoctors } from '../api/doctors';
import { PeopleListPage } from '../components/people-list-page';
import { DoctorFormDialog } from './doctor-form-dialog';
import { useDoctorColumns } from './doctors-columns';

const FILTERS = ['speciality', 'etablissement'] as const;

/** `/dashboard/doctors`: the clinics' doctors — search, filter by speciality and clinic, add, edit, export. */
export default function DoctorsRoute() {
  const { t } = useTranslation('clinicPeople');
  const list = useListParams({ sort: '-rating', sortable: DOCTOR_SORTABLE, filters: FILTERS });
  const filter = { q: list.q, sort: list.sort, ...list.filters };
  const query = useDoctors(list.page, filter);
  const specialities = useNamedChoices(DIRECTORY_ROUTES['clinic.listSpecialities'], { sort: 'nameAr' });
  const clinics = useEtablissementChoices();
  const dialog = useDialog<Doctor | true>();

  return (
    <PeopleListPage
      people="doctors"
      list={list}
      query={query}
      columns={useDoctorColumns()}
      filters={
        <>
          <FilterSelect
            label={t('doctors.filters.speciality')}
            {...list.bind('speciality')}
            options={specialities.choices}
          />
          <FilterSelect
            label={t('doctors.filters.etablissement')}
            {...list.bind('etablissement')}
            options={clinics.choices}
          />
        </>
      }
      exportQuery={doctorsQuery(filter)}
      dialog={dialog}
    >
      <DoctorFormDialog dialog={dialog} />
    </PeopleListPage>
  );
}
