import Stack from '@mui/material/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { RESERVATION_SORTABLE, STAFF_RESERVATION_STATUSES, type Reservation } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { LabelledActions } from '../../../components/data-table/labelled-actions';
import { SearchField } from '../../../components/data-table/search-field';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AcceptDialog } from './accept-dialog';
import { DeclineDialog } from './decline-dialog';
import { RESERVATIONS_PAGE_SIZE, useReservations } from './reservations-api';
import { useReservationColumns } from './reservations-columns';

const FILTERS = ['status'] as const;

/** `/dashboard/reservations`: visitors' confirmed requests, accepted into an appointment or declined with a reason. */
export default function ReservationsRoute() {
  const { t } = useTranslation('clinic');
  usePageTitle(t('reservations.title'));
  const list = useListParams({ sort: '-createdAt', sortable: RESERVATION_SORTABLE, filters: FILTERS });
  const query = useReservations(list.page, { q: list.q, sort: list.sort, status: list.filters.status });
  const accept = useDialog<Reservation>();
  const decline = useDialog<Reservation>();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('reservations.title')} intro={t('reservations.intro')} />
      <ListToolbar
        filters={
          <>
            <SearchField value={list.q} onSearch={list.setQuery} label={t('reservations.search')} />
            <FilterSelect
              label={t('reservations.columns.status')}
              {...list.bind('status')}
              options={STAFF_RESERVATION_STATUSES.map((status) => ({
                value: status,
                label: t(`reservations.status.${status}`),
              }))}
            />
          </>
        }
      />
      <DataTable
        label={t('reservations.title')}
        columns={useReservationColumns()}
        query={query}
        rowKey={(row) => row.id}
        pageSize={RESERVATIONS_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(row) =>
          row.status === 'PENDING' && (
            <LabelledActions
              actions={[
                {
                  key: 'accept',
                  label: t('reservations.accept.label'),
                  name: t('reservations.accept.action', { name: row.name }),
                  icon: <CheckRounded />,
                  onClick: () => accept.show(row),
                },
                {
                  key: 'decline',
                  label: t('reservations.decline.label'),
                  name: t('reservations.decline.action', { name: row.name }),
                  icon: <CloseRounded />,
                  ending: true,
                  onClick: () => decline.show(row),
                },
              ]}
            />
          )
        }
      />
      <AcceptDialog dialog={accept} />
      <DeclineDialog dialog={decline} />
    </Stack>
  );
}
