import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DayFilter } from '../../../components/data-table/day-filter';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { DeleteRowAction } from '../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DoctorFilter, useOwnDoctor } from '../doctor-filter/doctor-filter';
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
  const ownDoctor = useOwnDoctor();
  const list = useListParams({ sort: '-startDate', sortable: ['startDate', 'createdAt'], filters: FILTERS });
  const query = useAgendas({
    page: list.page,
    sort: list.sort,
    doctor: list.filters.doctor || undefined,
    activeOn: list.filters.activeOn || undefined,
  });
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
            <DoctorFilter
              ownDoctor={ownDoctor}
              value={list.filters.doctor}
              onChange={(value) => list.setFilter('doctor', value)}
            />
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
          <DeleteRowAction
            label={t('delete.row', { doctor: row.doctor.name, dates: dates(row) })}
            onClick={() => remove.show(row)}
          />
        )}
      />
      {create.open && <AgendaCreateDialog key={create.key} dialog={create} ownDoctor={ownDoctor} />}
      <AgendaDeleteDialog key={remove.key} dialog={remove} />
    </Stack>
  );
}
