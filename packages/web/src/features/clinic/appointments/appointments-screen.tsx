import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { allows, type AppointmentStatus, CLINIC_ROUTES, riyadhDay } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { SearchField } from '../../../components/data-table/search-field';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import type { MenuText } from '../../../lib/menu-tree';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { usePageTitle } from '../../../hooks/use-page-title';
import { APPOINTMENTS_PAGE_SIZE, useAppointments } from './appointments';
import { useDoctorOptions } from '../api/doctor-options';
import { ActionButtons } from './action-buttons';
import { useAppointmentActions } from './use-appointment-actions';
import { AppointmentsFilters, LIST_FILTERS } from './appointments-filters';
import { useAppointmentColumns } from './appointments-columns';
import { dayRange, listFilter } from './list-filter';

type List = 'all' | 'completed' | 'pending' | 'planned' | 'today';

const TITLES: Record<Exclude<List, 'today'>, MenuText> = {
  all: 'menu.appointmentsAll',
  completed: 'menu.appointmentsCompleted',
  pending: 'menu.appointmentsPending',
  planned: 'menu.appointmentsPlanned',
};

export interface AppointmentsScreenProps {
  /** Which of the spec's lists: its title is its menu entry's. */
  list: List;
  /** The one state the list shows; all of them (with a filter) when absent. */
  status?: AppointmentStatus;
  /** Latest first for what is over, soonest first for what waits on someone. */
  sort: 'start' | '-start';
}

/** A list of appointments as the spec's catalogue names them: paged, filtered, each row's actions. */
export function AppointmentsScreen({ list: name, status, sort }: AppointmentsScreenProps) {
  const { t } = useTranslation(['clinic', 'dashboard']);
  const calendarDay = useCalendarDay();
  // Today's list (finding 27): the clinic's day, every state, its date in the title.
  const [today] = useState(() => (name === 'today' ? riyadhDay(new Date()) : undefined));
  const todayDate = today && calendarDay(today);
  const title = name === 'today' ? t('lists.todayTitle') : t(`dashboard:${TITLES[name]}`);
  const intro = todayDate ? t('lists.today', todayDate) : t(`lists.${name}`);
  usePageTitle(title);
  const list = useListParams({ sort, sortable: ['start', 'createdAt'], filters: LIST_FILTERS });
  const listed = listFilter(list.filters, status);
  const rangeError = !today && listed.rangeError;
  const filter = today ? { ...listed.filter, ...dayRange(today) } : listed.filter;
  const searched = { sort: list.sort, q: list.q || undefined, ...filter };
  const query = useAppointments({ page: list.page, ...searched });
  const actions = useAppointmentActions();
  const pickDoctor = actions.role !== undefined && actions.role !== 'DOCTOR';
  const doctors = useDoctorOptions(pickDoctor);
  const columns = useAppointmentColumns(actions.role);

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={title} intro={intro} />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t('filters.search')} />}
        active={list.activeFilters}
        filters={
          <>
            <AppointmentsFilters
              values={list.filters}
              onChange={list.setFilter}
              withStatus={status === undefined}
              doctors={pickDoctor ? (doctors.data ?? []) : undefined}
              rangeError={rangeError}
              withDays={!today}
            />
          </>
        }
        actions={
          allows(CLINIC_ROUTES['clinic.exportAppointments'].access, actions.role ?? null) && (
            <ExportButton
              route={CLINIC_ROUTES['clinic.exportAppointments']}
              query={searched}
              fileName="appointments.csv"
            />
          )
        }
      />
      <DataTable
        label={t('listLabel')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        pageSize={APPOINTMENTS_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(row) => <ActionButtons appointment={row} actions={actions} />}
      />
      {actions.dialog}
    </Stack>
  );
}
