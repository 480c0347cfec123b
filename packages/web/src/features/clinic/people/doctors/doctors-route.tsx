import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import {
  allows,
  DOCTOR_SORTABLE,
  type Doctor,
  DIRECTORY_ROUTES,
  CLINIC_PEOPLE_ROUTES,
  USERS_ROUTES,
} from '@bayan/shared';
import { DataTable } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { ListHeader } from '../../../../components/data-table/list-header';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { RowAction } from '../../../../components/data-table/row-action';
import { SearchField } from '../../../../components/data-table/search-field';
import { tableBindings, useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { useEtablissementChoices, useNamedChoices } from '../../../../hooks/use-directory-choices';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { routePath } from '../../../../lib/api-client';
import { doctorsQuery, useDoctors } from '../api/doctors';
import { PEOPLE_PAGE_SIZE } from '../api/people-api';
import { DoctorFormDialog } from './doctor-form-dialog';
import { useDoctorColumns } from './doctors-columns';

const FILTERS = ['speciality', 'etablissement'] as const;

/** `/dashboard/doctors`: the clinics' doctors — search, filter by speciality and clinic, add, edit, export. */
export default function DoctorsRoute() {
  const { t } = useTranslation('clinicPeople');
  usePageTitle(t('doctors.title'));
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
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('doctors.title')}
        intro={t('doctors.intro')}
        action={
          mayCreate && (
            <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => dialog.show(true)}>
              {t('doctors.add')}
            </Button>
          )
        }
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t('doctors.search')} />}
        active={list.activeFilters}
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
        actions={
          allows(CLINIC_PEOPLE_ROUTES['clinic.exportDoctors'].access, role) && (
            <ExportButton
              path={routePath(CLINIC_PEOPLE_ROUTES['clinic.exportDoctors'])}
              query={doctorsQuery(filter)}
              fileName="doctors.csv"
            />
          )
        }
      />
      <DataTable
        label={t('doctors.listLabel')}
        columns={useDoctorColumns()}
        query={query}
        rowKey={(row) => row.pubkey}
        pageSize={PEOPLE_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={
          mayEdit
            ? (row) => (
                <RowAction
                  label={t('doctors.edit', { name: row.name })}
                  icon={<EditOutlined fontSize="small" />}
                  onClick={() => dialog.show(row)}
                />
              )
            : undefined
        }
      />
      <DoctorFormDialog dialog={dialog} />
    </Stack>
  );
}
