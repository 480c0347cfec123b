import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { riyadhDay, type Block } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DayFilter } from '../../../components/data-table/day-filter';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { DeleteRowAction } from '../../../components/data-table/row-action';
import type { Column } from '../../../components/data-table/types';
import { tableBindings, useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DoctorFilter, useOwnDoctor } from '../doctor-filter/doctor-filter';
import { BlockDeleteDialog } from './block-delete-dialog';
import { BlockDialog } from './block-dialog';
import { HolidaysDialog } from './holidays-dialog';
import { useBlockWhen } from './block-when';
import { BLOCKS_PAGE_SIZE, useBlocks } from './blocks-api';

const FILTERS = ['doctor', 'from', 'to'] as const;

/**
 * `/dashboard/time-off`: a doctor's leave and a whole clinic's days or hours off (holidays,
 * Ramadan hours), soonest first; add some, or delete them to open those times to bookings again.
 */
export default function TimeOffRoute() {
  const { t } = useTranslation(['agendas', 'dashboard', 'clinic']);
  const title = t('dashboard:menu.timeOff');
  usePageTitle(title);
  const ownDoctor = useOwnDoctor();
  const list = useListParams({ sort: 'start', sortable: ['start', 'createdAt'], filters: FILTERS });
  // Finding 27: with no days chosen, what is current or ahead, soonest first (past leave and
  // last year's holidays had come first); a first day chosen shows the past too.
  const [today] = useState(() => riyadhDay(new Date()));
  const query = useBlocks({
    page: list.page,
    sort: list.sort,
    doctor: list.filters.doctor || undefined,
    from: list.filters.from || (list.filters.to ? undefined : today),
    to: list.filters.to || undefined,
  });
  const when = useBlockWhen();
  const create = useDialog();
  const remove = useDialog<Block>();
  const holidays = useDialog();
  const who = (block: Block) => block.doctor?.name ?? t('timeOff.wholeClinic');
  const columns: Column<Block>[] = [
    { id: 'start', label: t('timeOff.columns.when'), sortKey: 'start', primary: true, render: when },
    { id: 'who', label: t('timeOff.columns.who'), render: who },
    { id: 'reason', label: t('timeOff.columns.reason'), render: (block) => block.reason },
  ];
  const day = (key: 'from' | 'to') => (
    <DayFilter label={t(`timeOff.${key}`)} value={list.filters[key]} onChange={(value) => list.setFilter(key, value)} />
  );

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={title}
        intro={t('timeOff.intro')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ownDoctor === undefined && (
              <Button variant="outlined" startIcon={<EventBusyOutlined />} onClick={() => holidays.show(true)}>
                {t('timeOff.holidays.open')}
              </Button>
            )}
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => create.show(true)}>
              {t('timeOff.add')}
            </Button>
          </Stack>
        }
      />
      <ListToolbar
        active={list.activeFilters}
        filters={
          <>
            <DoctorFilter
              ownDoctor={ownDoctor}
              value={list.filters.doctor}
              onChange={(value) => list.setFilter('doctor', value)}
            />
            {day('from')}
            {day('to')}
          </>
        }
      />
      <DataTable
        label={t('timeOff.label')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        pageSize={BLOCKS_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(row) =>
          ownDoctor !== undefined && row.doctor === null ? null : (
            <DeleteRowAction
              label={t('timeOff.delete.row', { who: who(row), when: when(row) })}
              onClick={() => remove.show(row)}
            />
          )
        }
      />
      {create.open && <BlockDialog key={create.key} dialog={create} ownDoctor={ownDoctor} />}
      <BlockDeleteDialog key={remove.key} dialog={remove} who={who} />
      {holidays.open && <HolidaysDialog key={holidays.key} dialog={holidays} />}
    </Stack>
  );
}
