import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { riyadhDay, type Block } from '@bayan/shared';
import { AddButton } from '../../../components/data-table/list-header';
import { DayFilter } from '../../../components/data-table/day-filter';
import type { Column } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useOwnDoctor } from '../doctor-lists/doctor-filter';
import { DoctorListPage } from '../doctor-lists/doctor-list-page';
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
  const day = (key: 'from' | 'to') => <DayFilter label={t(`timeOff.${key}`)} {...list.bind(key)} />;

  return (
    <DoctorListPage
      title={t('dashboard:menu.timeOff')}
      intro={t('timeOff.intro')}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ownDoctor === undefined && (
            <Button variant="outlined" startIcon={<EventBusyOutlined />} onClick={() => holidays.show(true)}>
              {t('timeOff.holidays.open')}
            </Button>
          )}
          <AddButton label={t('timeOff.add')} onClick={() => create.show(true)} />
        </Stack>
      }
      ownDoctor={ownDoctor}
      list={list}
      filters={
        <>
          {day('from')}
          {day('to')}
        </>
      }
      label={t('timeOff.label')}
      columns={columns}
      query={query}
      pageSize={BLOCKS_PAGE_SIZE}
      // A doctor deletes their own leave, not a whole clinic's days off.
      deleteLabel={(row) =>
        ownDoctor !== undefined && row.doctor === null
          ? null
          : t('timeOff.delete.row', { who: who(row), when: when(row) })
      }
      onDelete={remove.show}
    >
      {create.open && <BlockDialog key={create.key} dialog={create} ownDoctor={ownDoctor} />}
      <BlockDeleteDialog key={remove.key} dialog={remove} who={who} />
      {holidays.open && <HolidaysDialog key={holidays.key} dialog={holidays} />}
    </DoctorListPage>
  );
}
