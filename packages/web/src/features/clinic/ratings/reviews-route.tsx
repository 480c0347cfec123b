import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { useId } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { RATING_STATES, type Rating, type RatingState } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/data-table/date-cell';
import { ListHeader } from '../../../components/data-table/list-header';
import { RowAction } from '../../../components/data-table/row-action';
import type { Column } from '../../../components/data-table/types';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { RATINGS_PAGE_SIZE, useModerateRating, useRatingsQueue, type Decision } from './ratings';

function useColumns(): Column<Rating>[] {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  return [
    { id: 'comment', label: t('moderation.columns.comment'), primary: true, render: (row) => row.comment },
    {
      id: 'stars',
      label: t('moderation.columns.stars'),
      render: (row) => t('stars', { stars: format.number(row.stars), max: format.number(5) }),
    },
    { id: 'doctor', label: t('moderation.columns.doctor'), render: (row) => row.doctor.name },
    { id: 'patient', label: t('moderation.columns.patient'), render: (row) => row.patient.name },
    { id: 'date', label: t('moderation.columns.date'), render: (row) => <DateCell value={row.createdAt} withTime /> },
  ];
}

/**
 * `/dashboard/reviews` (staff, admins): patients' comments, the waiting ones first in line; each
 * published or refused once (the server answers 409 to a second decision, the list is read again).
 */
export default function ReviewsRoute() {
  const { t } = useTranslation(['ratings', 'dashboard']);
  usePageTitle(t('dashboard:menu.reviews'));
  const list = useListParams({ sort: 'createdAt', filters: ['state'] as const });
  const state: RatingState = RATING_STATES.find((value) => value === list.filters.state) ?? 'pending';
  const query = useRatingsQueue(state, list.page);
  const moderate = useModerateRating();
  const columns = useColumns();
  const ids = useId();
  const decide = (row: Rating, decision: Decision) =>
    moderate.mutate(
      { id: row.id, decision },
      {
        onSuccess: () =>
          showSnackbar(t(decision === 'approve' ? 'moderation.approvedDone' : 'moderation.rejectedDone'), 'success'),
      },
    );

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('dashboard:menu.reviews')} intro={t('moderation.intro')} />
      <Tabs
        value={state}
        onChange={(_event, next: RatingState) => list.setFilter('state', next === 'pending' ? '' : next)}
        aria-label={t('moderation.tabs')}
      >
        {RATING_STATES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`moderation.${value}`)}
            id={`${ids}-${value}`}
            aria-controls={`${ids}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${state}`}>
        <DataTable
          label={t(`moderation.${state}`)}
          columns={columns}
          query={query}
          rowKey={(row) => row.id}
          pageSize={RATINGS_PAGE_SIZE}
          {...tableBindings(list, { sorted: false })}
          filtered={false}
          {...(state === 'pending'
            ? {
                rowActions: (row: Rating) => (
                  <>
                    <RowAction
                      label={t('moderation.approveRow', { patient: row.patient.name })}
                      icon={<CheckCircleOutlineRounded />}
                      color="primary"
                      disabled={moderate.isPending}
                      onClick={() => decide(row, 'approve')}
                    />
                    <RowAction
                      label={t('moderation.rejectRow', { patient: row.patient.name })}
                      icon={<DoNotDisturbOnOutlined />}
                      color="error"
                      disabled={moderate.isPending}
                      onClick={() => decide(row, 'reject')}
                    />
                  </>
                ),
              }
            : {})}
        />
      </div>
    </Stack>
  );
}
