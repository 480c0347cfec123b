import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, OUTBOX_STATES, type OutboxMessage } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { RowAction } from '../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { MessageDialog } from '../components/message-dialog';
import { useOutboxColumns } from '../components/outbox-columns';

/**
 * `/dashboard/outbox` (SUPERADMIN): emails, text and WhatsApp messages with their delivery state,
 * filtered by channel and state, ten to a page; a failed one can be sent again.
 */
export default function OutboxRoute() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('outbox.title'));
  const params = useListParams({ sort: '-createdAt', filters: ['channel', 'state'] as const });
  const query = useOutbox({ page: params.page, channel: params.filters.channel, state: params.filters.state });
  const resend = useResendMessage();
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
          <>
            <FilterSelect
              label={t('outbox.channel')}
              value={params.filters.channel}
              onChange={(value) => params.setFilter('channel', value)}
              options={OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`outbox.channels.${channel}`) }))}
            />
            <FilterSelect
              label={t('outbox.state')}
              value={params.filters.state}
              onChange={(value) => params.setFilter('state', value)}
              options={OUTBOX_STATES.map((state) => ({ value: state, label: t(`outbox.states.${state}`) }))}
            />
          </>
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
          <>
            <RowAction
              label={t('outbox.showBody', { recipient: row.recipient })}
              icon={<MailOutlineRounded />}
              onClick={() => dialog.show(row)}
            />
            {row.state === 'failed' && (
              <RowAction
                label={t('outbox.resend', { recipient: row.recipient })}
                icon={<ReplayRounded />}
                color="primary"
                disabled={resend.isPending}
                onClick={() => resend.mutate(row.id)}
              />
            )}
          </>
        )}
      />
      <MessageDialog open={dialog.open} message={dialog.item} onClose={dialog.close} />
    </Stack>
  );
}
