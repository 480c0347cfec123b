import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DayFilter } from '../../../components/data-table/day-filter';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { RowAction } from '../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { AgendaCreateDialog } from './agenda-create-dialog';
import { useAgendaDates } from './agenda-dates';
import { AgendaDeleteDialog } from './agenda-delete-dialog';
import { AGENDAS_PAGE_SIZE, useAgendas } from './agendas-api';
import { useAgendaColumns } from './agendas-columns';

const FILTERS = ['doctor', 'activeOn'] as const;

/**
 * `/dashboard/agendas`: the doctors' agendas (a doctor's own; their clinic's for staff; all for
 * admins), by doctor and by a day they cover; a new one, or open one to change its hours and types.
 */
export default function AgendasRoute() {
  const { t } = useTranslation(['agendas', 'dashboard', 'clinic']);
  const title = t('dashboard:menu.agendas');
  usePageTitle(title);
  const profile = useStoredProfile();
  const ownDoctor = profile?.role === 'DOCTOR' ? profile.pubkey : undefined;
  const list = useListParams({ sort: '-startDate', sortable: ['startDate', 'createdAt'], filters: FILTERS });
  const query = useAgendas({
    page: list.page,
    sort: list.sort,
    doctor: list.filters.doctor || undefined,
    activeOn: list.filters.activeOn || undefined,
  });
  const doctors = useDoctorOptions(ownDoctor === undefined);
  const doctorChoices = useDoctorChoices(doctors.data ?? []);
  const columns = useAgendaColumns(ownDoctor === undefined);
  const dates = useAgendaDates();
  const create = useDialog();
  const remove = useDialog<Agenda>();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={title}
        intro={t('list.intro')}
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => create.show(true)}>
            {t('list.add')}
          </Button>
        }
      />
      <ListToolbar
        active={list.activeFilters}
        filters={
          <>
            {ownDoctor === undefined && (
              <FilterSelect
                label={t('clinic:filters.doctor')}
                allLabel={t('clinic:filters.allDoctors')}
                value={list.filters.doctor}
                onChange={(value) => list.setFilter('doctor', value)}
                options={doctorChoices}
              />
            )}
            <DayFilter
              label={t('list.activeOn')}
              value={list.filters.activeOn}
              onChange={(value) => list.setFilter('activeOn', value)}
            />
          </>
        }
      />
      <DataTable
        label={t('list.label')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        pageSize={AGENDAS_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(row) => (
          <RowAction
            label={t('delete.row', { doctor: row.doctor.name, dates: dates(row) })}
            icon={<DeleteOutlineRounded />}
            color="error"
            onClick={() => remove.show(row)}
          />
        )}
      />
      {create.open && <AgendaCreateDialog key={create.key} dialog={create} ownDoctor={ownDoctor} />}
      <AgendaDeleteDialog key={remove.key} dialog={remove} />
    </Stack>
  );
}
