import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { useTranslation } from 'react-i18next';
import { ENDOWMENT_STATUSES, ENDOWMENT_TYPES } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { SearchField } from '../../../components/data-table/search-field';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ENDOWMENTS_PAGE_SIZE, useEndowments } from '../api/endowments-api';
import { ProfileCompletionModal } from '../profile/profile-completion-modal';
import { useEndowmentColumns } from './endowments-columns';
import { useNewEndowment } from './use-new-endowment';

const FILTERS = ['type', 'status'] as const;
const SORTABLE = ['updatedAt', 'createdAt', 'gregorianDate'] as const;

/** `/dashboard/endowments`: my deeds, searched and filtered by type and state, and "New endowment". */
export default function EndowmentsRoute() {
  const { t } = useTranslation('endowments');
  usePageTitle(t('title'));
  const list = useListParams({ sort: '-updatedAt', sortable: SORTABLE, filters: FILTERS });
  const query = useEndowments(list.page, { q: list.q, sort: list.sort, ...list.filters });
  const columns = useEndowmentColumns();
  const fresh = useNewEndowment();
  const newButton = (
    <BusyButton variant="contained" startIcon={<AddRounded />} busy={fresh.busy} onClick={() => void fresh.start()}>
      {t('new')}
    </BusyButton>
  );
  const none = query.data?.total === 0 && !list.hasFilters;

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('title')} intro={t('intro')} action={none ? undefined : newButton} />
      {none ? (
        <StatusMessage
          role="status"
          icon={<VolunteerActivismOutlined fontSize="inherit" />}
          title={t('empty')}
          body={t('emptyHint')}
          actions={newButton}
        />
      ) : (
        <>
          <ListToolbar
            search={<SearchField value={list.q} onSearch={list.setQuery} label={t('search')} />}
            active={list.activeFilters}
            filters={
              <>
                <FilterSelect
                  label={t('columns.type')}
                  {...list.bind('type')}
                  options={ENDOWMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                />
                <FilterSelect
                  label={t('columns.status')}
                  {...list.bind('status')}
                  options={ENDOWMENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
                />
              </>
            }
          />
          <DataTable
            label={t('title')}
            columns={columns}
            query={query}
            rowKey={(row) => row.pubkey}
            pageSize={ENDOWMENTS_PAGE_SIZE}
            {...tableBindings(list)}
          />
        </>
      )}
      <ProfileCompletionModal
        completion={fresh.completion}
        onClose={fresh.close}
        onStart={() => void fresh.create()}
        starting={fresh.busy}
      />
    </Stack>
  );
}
