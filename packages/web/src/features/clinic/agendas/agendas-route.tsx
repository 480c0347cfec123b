import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { AddButton } from '../../../components/data-table/list-header';
import { DayFilter } from '../../../components/data-table/day-filter';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useOwnDoctor } from '../doctor-lists/doctor-filter';
import { DoctorListPage } from '../doctor-lists/doctor-list-page';
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
    <DoctorListPage
      title={t('dashboard:menu.agendas')}
      intro={t('list.intro')}
      action={<AddButton label={t('list.add')} onClick={() => create.show(true)} />}
      ownDoctor={ownDoctor}
      list={list}
      filters={<DayFilter label={t('list.activeOn')} {...list.bind('activeOn')} />}
      label={t('list.label')}
      columns={columns}
      query={query}
      pageSize={AGENDAS_PAGE_SIZE}
      deleteLabel={(row) => t('delete.row', { doctor: row.doctor.name, dates: dates(row) })}
      onDelete={remove.show}
    >
      {create.open && <AgendaCreateDialog key={create.key} dialog={create} ownDoctor={ownDoctor} />}
      <AgendaDeleteDialog key={remove.key} dialog={remove} />
    </DoctorListPage>
  );
}
