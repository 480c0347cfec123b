import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { allows, GENDERS, PATIENT_SORTABLE, type Patient, CLINIC_PEOPLE_ROUTES, USERS_ROUTES } from '@bayan/shared';
import { DataTable } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import { ListHeader } from '../../../../components/data-table/list-header';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { RowAction } from '../../../../components/data-table/row-action';
import { SearchField } from '../../../../components/data-table/search-field';
import { tableBindings, useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { routePath } from '../../../../lib/api-client';
import { patientsQuery, usePatients } from '../api/patients';
import { PEOPLE_PAGE_SIZE } from '../api/people-api';
import { AgeFilter } from './age-filter';
import { PatientFormDialog } from './patient-form-dialog';
import { usePatientColumns } from './patients-columns';

const FILTERS = ['gender', 'ageMin', 'ageMax'] as const;

/** `/dashboard/patients`: the patients' files — search, filter by gender and age, add, edit, export. */
export default function PatientsRoute() {
  const { t } = useTranslation('clinicPeople');
  usePageTitle(t('patients.title'));
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
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('patients.title')}
        intro={t('patients.intro')}
        action={
          mayCreate && (
            <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => dialog.show(true)}>
              {t('patients.add')}
            </Button>
          )
        }
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t('patients.search')} />}
        active={list.activeFilters}
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
        actions={
          allows(CLINIC_PEOPLE_ROUTES['clinic.exportPatients'].access, role) && (
            <ExportButton
              path={routePath(CLINIC_PEOPLE_ROUTES['clinic.exportPatients'])}
              query={patientsQuery(filter)}
              fileName="patients.csv"
            />
          )
        }
      />
      <DataTable
        label={t('patients.listLabel')}
        columns={usePatientColumns()}
        query={query}
        rowKey={(row) => row.pubkey}
        pageSize={PEOPLE_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={
          mayEdit
            ? (row) => (
                <RowAction
                  label={t('patients.edit', { name: row.name })}
                  icon={<EditOutlined fontSize="small" />}
                  onClick={() => dialog.show(row)}
                />
              )
            : undefined
        }
      />
      <PatientFormDialog dialog={dialog} />
    </Stack>
  );
}
