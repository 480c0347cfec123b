import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ListHeader } from '../../../components/data-table/list-header';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { APPOINTMENTS_PAGE_SIZE, useAppointments } from '../appointments/appointments';
import { ActionButtons } from '../appointments/action-buttons';
import { useAppointmentActions } from '../appointments/use-appointment-actions';
import { useAppointmentColumns } from '../appointments/appointments-columns';
import { useRateAction } from '../ratings/rate-action';
import { useRescheduleAction } from '../reschedule/reschedule-action';
import { MyWaitlist } from '../waitlist/my-waitlist';

/** Coming (still to happen), cancelled or refused among the coming ones, and past (finding 12). */
const WHEN = ['upcoming', 'cancelled', 'past'] as const;
type When = (typeof WHEN)[number];

/**
 * `/dashboard/my-appointments` (a patient): the coming appointments, soonest first, then the
 * cancelled or refused coming ones apart, then the past ones, latest first; a coming one can be
 * moved or cancelled (the server holds the cut-off), a Done one rated within 14 days.
 */
export default function MyAppointmentsRoute() {
  const { t } = useTranslation(['clinic', 'dashboard']);
  usePageTitle(t('dashboard:menu.myAppointments'));
  const list = useListParams({ sort: 'start', filters: ['when'] as const });
  const when: When = WHEN.find((value) => value === list.filters.when) ?? 'upcoming';
  // The boundary is fixed while the page is open: the pages must not slide under the reader.
  const [now] = useState(() => new Date().toISOString());
  const query = useAppointments(
    when === 'past'
      ? { page: list.page, sort: '-start', to: now }
      : { page: list.page, sort: 'start', from: now, active: when === 'upcoming' },
  );
  const actions = useAppointmentActions();
  const columns = useAppointmentColumns(actions.role);
  const rate = useRateAction(actions.role === 'PATIENT');
  const reschedule = useRescheduleAction(actions);
  const ids = useId();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('dashboard:menu.myAppointments')} intro={t('mine.intro')} />
      <Tabs
        value={when}
        onChange={(_event, next: When) => list.setFilter('when', next === 'upcoming' ? '' : next)}
        aria-label={t('mine.tabs')}
      >
        {WHEN.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`mine.${value}`)}
            id={`${ids}-${value}`}
            aria-controls={`${ids}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${when}`}>
        <DataTable
          label={t(`mine.${when}`)}
          columns={columns}
          query={query}
          rowKey={(row) => row.id}
          pageSize={APPOINTMENTS_PAGE_SIZE}
          {...tableBindings(list, { sorted: false })}
          filtered={false}
          rowActions={(row) => (
            <>
              {reschedule.button(row)}
              <ActionButtons appointment={row} actions={actions} />
              {rate.button(row)}
            </>
          )}
        />
      </div>
      <MyWaitlist />
      {actions.dialog}
      {rate.dialog}
      {reschedule.dialog}
    </Stack>
  );
}
