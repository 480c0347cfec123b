import { useTranslation } from 'react-i18next';
import {
  allows,
  DOCTOR_SORTABLE,
  type Doctor,
  DIRECTORY_ROUTES,
  CLINIC_PEOPLE_ROUTES,
  USERS_ROUTES,
} from '@bayan/shared';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { useEtablissementChoices, useNamedChoices } from '../../../../hooks/use-directory-choices';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { doctorsQuery, useDoctors } from '../api/doctors';
import { PeopleListPage } from '../components/people-list-page';
import { DoctorFormDialog } from './doctor-form-dialog';
import { useDoctorColumns } from './doctors-columns';

const FILTERS = ['speciality', 'etablissement'] as const;

/** `/dashboard/doctors`: the clinics' doctors — search, filter by speciality and clinic, add, edit, export. */
export default function DoctorsRoute() {
  const { t } = useTranslation('clinicPeople');
  const role = useStoredProfile()?.role ?? null;
  const list = useListParams({ sort: '-rating', sortable: DOCTOR_SORTABLE, filters: FILTERS });
  const filter = { q: list.q, sort: list.sort, ...list.filters };
  const query = useDoctors(list.page, filter);
  const specialities = useNamedChoices(DIRECTORY_ROUTES['clinic.listSpecialities'], { sort: 'nameAr' });
  const clinics = useEtablissementChoices();
  const dialog = useDialog<Doctor | true>();
  // Picking the account reads the users list: an admin's call.
  const mayCreate =
    allows(CLINIC_PEOPLE_ROUTES['clinic.createDoctor'].access, role) &&
    allows(USERS_ROUTES['users.picker'].access, role);
  const mayEdit = allows(CLINIC_PEOPLE_ROUTES['clinic.updateDoctor'].access, role) && role !== 'DOCTOR';

  return (
    <PeopleListPage
      people="doctors"
      role={role}
      list={list}
      query={query}
      columns={useDoctorColumns()}
      filters={
        <>
          <FilterSelect
            label={t('doctors.filters.speciality')}
            value={list.filters.speciality}
            onChange={(value) => list.setFilter('speciality', value)}
            options={specialities.choices}
          />
          <FilterSelect
            label={t('doctors.filters.etablissement')}
            value={list.filters.etablissement}
            onChange={(value) => list.setFilter('etablissement', value)}
            options={clinics.choices}
          />
        </>
      }
      exportRoute={CLINIC_PEOPLE_ROUTES['clinic.exportDoctors']}
      exportQuery={doctorsQuery(filter)}
      dialog={dialog}
      mayCreate={mayCreate}
      mayEdit={mayEdit}
    >
      <DoctorFormDialog dialog={dialog} />
    </PeopleListPage>
  );
}
