import Stack from '@mui/material/Stack';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUSES, type Campaign, type CampaignRegistration, CAMPAIGN_ROUTES } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/data-table/date-cell';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { RowAction } from '../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import {
  DIRECTORY_PAGE_SIZE,
  listQuery,
  useDirectoryList,
  useDirectoryOptions,
} from '../directory/scaffold/directory-api';
import { titleIn } from '../promotions/offer-fields';
import { RegistrationChip } from './registration-chip';
import { RegistrationMoveDialog, type MoveRequest } from './registration-move-dialog';

function useColumns() {
  const { t } = useTranslation('clinicCampaigns');
  const { language } = useLanguage();
  return [
    {
      id: 'patient',
      label: t('fields.patient'),
      primary: true,
      render: (row: CampaignRegistration) => row.patient.name,
    },
    {
      id: 'campaign',
      label: t('fields.campaign'),
      render: (row: CampaignRegistration) => titleIn(row.campaign, language),
    },
    {
      id: 'status',
      label: t('fields.status'),
      render: (row: CampaignRegistration) => <RegistrationChip status={row.status} />,
    },
    {
      id: 'registeredAt',
      label: t('fields.registeredAt'),
      sortKey: 'createdAt',
      render: (row: CampaignRegistration) => <DateCell value={row.createdAt} />,
    },
  ];
}

/**
 * `/dashboard/campaign-registrations`: who registered for which campaign, by campaign and state;
 * a pending one is accepted or canceled, an accepted one canceled, each after a prompt (spec §4).
 */
export default function RegistrationsRoute() {
  const { t } = useTranslation(['clinicCampaigns', 'dashboard']);
  const { language } = useLanguage();
  const title = t('dashboard:menu.campaignRegistrations');
  usePageTitle(title);
  const list = useListParams<'campaign' | 'status'>({
    sort: '-createdAt',
    sortable: ['createdAt'],
    filters: ['campaign', 'status'],
  });
  const query = listQuery(list.q, list.sort, list.filters);
  const rows = useDirectoryList<CampaignRegistration>(
    'registrations',
    CAMPAIGN_ROUTES['clinic.listRegistrations'],
    list.page,
    query,
  );
  const campaigns = useDirectoryOptions<Campaign>('campaigns', CAMPAIGN_ROUTES['clinic.listCampaigns']).data ?? [];
  const mover = useDialog<MoveRequest>();
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={title} intro={t('registrations.intro')} />
      <ListToolbar
        filters={
          <>
            <FilterSelect
              label={t('fields.campaign')}
              allLabel={t('registrations.allCampaigns')}
              {...list.bind('campaign')}
              options={campaigns.map((campaign) => ({ value: campaign.pubkey, label: titleIn(campaign, language) }))}
            />
            <FilterSelect
              label={t('fields.status')}
              allLabel={t('registrations.allStatuses')}
              {...list.bind('status')}
              options={REGISTRATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </>
        }
      />
      <DataTable
        label={title}
        columns={useColumns()}
        query={rows}
        rowKey={(row) => row.pubkey}
        pageSize={DIRECTORY_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(registration) => {
          const name = registration.patient.name;
          return (
            <>
              {registration.status === 'PENDING' && (
                <RowAction
                  label={t('registrations.accept', { name })}
                  icon={<CheckCircleOutlineRounded />}
                  color="primary"
                  onClick={() => mover.show({ move: 'accept', registration })}
                />
              )}
              {registration.status !== 'CANCELED' && (
                <RowAction
                  label={t('registrations.cancel', { name })}
                  icon={<HighlightOffRounded />}
                  color="error"
                  onClick={() => mover.show({ move: 'cancel', registration })}
                />
              )}
            </>
          );
        }}
      />
      <RegistrationMoveDialog key={mover.key} dialog={mover} />
    </Stack>
  );
}
