import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { Event } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/data-table/date-cell';
import { RowAction } from '../../../components/data-table/row-action';
import type { Column, ListQueryState } from '../../../components/data-table/types';
import type { TableBindings } from '../../../components/data-table/use-list-params';
import { EVENTS_PAGE_SIZE } from '../api/get-events';
import { useLanguage } from '../../../i18n/use-language';
import { useEventLabels } from '../hooks/use-event-labels';
import { recordName } from '../utils/record-name';

interface EventsTableProps {
  query: ListQueryState<Event>;
  /** Paging and clearing of filters, from the URL (tableBindings). */
  bindings: TableBindings;
  onView: (event: Event) => void;
}

/** The log, newest first, ten a page; each row opens its details. */
export function EventsTable({ query, bindings, onView }: EventsTableProps) {
  const { t } = useTranslation(['events', 'common']);
  const labels = useEventLabels();
  const { language } = useLanguage();
  const columns: Column<Event>[] = [
    { id: 'action', label: t('columns.action'), primary: true, render: (e) => labels.action(e.action) },
    { id: 'time', label: t('columns.time'), render: (e) => <DateCell value={e.createdAt} withTime /> },
    { id: 'actor', label: t('columns.actor'), render: (e) => e.actor?.name ?? t('system') },
    {
      id: 'entity',
      label: t('columns.entity'),
      // The record by its own name; its opaque key is only in the detail view.
      render: (e) => {
        const name = recordName(e, language);
        return (
          <>
            {labels.entity(e.entity)}
            {name && (
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                <bdi>{name}</bdi>
              </Typography>
            )}
          </>
        );
      },
    },
    { id: 'ip', label: t('columns.ip'), render: (e) => (e.ip ? <bdi dir="ltr">{e.ip}</bdi> : t('common:none')) },
  ];
  return (
    <DataTable
      label={t('listLabel')}
      columns={columns}
      query={query}
      rowKey={(e) => e.id}
      pageSize={EVENTS_PAGE_SIZE}
      {...bindings}
      rowActions={(e) => (
        <RowAction
          label={t('rowActions.view', { id: e.id, action: labels.action(e.action) })}
          icon={<VisibilityOutlined />}
          onClick={() => onView(e)}
        />
      )}
    />
  );
}
