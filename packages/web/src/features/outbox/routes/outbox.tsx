import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, type OutboxMessage } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { RowAction } from '../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { MessageDialog } from '../components/message-dialog';
import { useOutboxColumns } from '../components/outbox-columns';

/** `/dashboard/outbox` (SUPERADMIN): emails and text messages, filtered by channel, ten to a page. */
export default function OutboxRoute() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('outbox.title'));
  const params = useListParams({ sort: '-createdAt', filters: ['channel'] as const });
  const query = useOutbox({ page: params.page, channel: params.filters.channel });
  const columns = useOutboxColumns();
  const dialog = useDialog<OutboxMessage>();
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
        {t('outbox.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '48rem' }}>{t('outbox.intro')}</Typography>
      <ListToolbar
        active={params.activeFilters}
        filters={
          <FilterSelect
            label={t('outbox.channel')}
            value={params.filters.channel}
            onChange={(value) => params.setFilter('channel', value)}
            options={OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`outbox.channels.${channel}`) }))}
          />
        }
      />
      <DataTable
        label={t('outbox.label')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        pageSize={OUTBOX_PAGE_SIZE}
        {...tableBindings(params, { sorted: false })}
        rowActions={(row) => (
          <RowAction
            label={t('outbox.showBody', { recipient: row.recipient })}
            icon={<MailOutlineRounded />}
            onClick={() => dialog.show(row)}
          />
        )}
      />
      <MessageDialog open={dialog.open} message={dialog.item} onClose={dialog.close} />
    </Stack>
  );
}
