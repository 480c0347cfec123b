import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EVENTS_ROUTES, type Event } from '@bayan/shared';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { eventsFilterQuery, useEvents, type EventFilters } from '../api/get-events';
import { AuditChainCard, useMayCheckChain } from '../components/audit-chain-card';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { EventsFilters } from '../components/events-filters';
import { EventsTable } from '../components/events-table';

const FILTERS = ['actor', 'action', 'entity', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/dashboard/events`: the audit log — filter, read one event's changes, export; a SUPERADMIN checks its chain. */
export default function EventsRoute() {
  const { t } = useTranslation('events');
  usePageTitle(t('title'));
  const list = useListParams({ sort: '-createdAt', filters: FILTERS });
  const from = DAY.test(list.filters.from) ? list.filters.from : '';
  const to = DAY.test(list.filters.to) ? list.filters.to : '';
  const rangeError = from !== '' && to !== '' && to < from;
  // A reversed period is shown as typed but not sent: the server would refuse it.
  const filters: EventFilters = { ...list.filters, from, to: rangeError ? '' : to };
  const query = useEvents(list.page, filters);
  const detail = useDialog<Event>();
  const mayCheckChain = useMayCheckChain();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <ExportButton
            route={EVENTS_ROUTES['events.export']}
            query={eventsFilterQuery(filters)}
            fileName="events.csv"
          />
        }
      />
      {mayCheckChain && <AuditChainCard />}
      <ListToolbar
        // The period is one filter, however many of its ends are set.
        active={list.activeFilters - (list.filters.from && list.filters.to ? 1 : 0)}
        filters={<EventsFilters filters={list.filters} onChange={list.setFilter} rangeError={rangeError} />}
      />
      <EventsTable query={query} bindings={tableBindings(list, { sorted: false })} onView={detail.show} />
      <EventDetailDialog dialog={detail} />
    </Stack>
  );
}
