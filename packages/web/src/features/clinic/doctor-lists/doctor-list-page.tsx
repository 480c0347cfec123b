import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable } from '../../../components/data-table/data-table';
import { DeleteRowAction } from '../../../components/data-table/row-action';
import { ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import type { Column, ListQueryState } from '../../../components/data-table/types';
import { tableBindings, type useListParams } from '../../../components/data-table/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DoctorFilter } from './doctor-filter';

type DoctorListParams = Parameters<typeof tableBindings>[0] &
  Pick<ReturnType<typeof useListParams>, 'activeFilters'> & {
    bind: (key: 'doctor') => { value: string; onChange: (value: string) => void };
  };

interface DoctorListPageProps<Row extends { id: string | number }> {
  title: string;
  intro: string;
  /** The header's buttons (add…). */
  action: ReactNode;
  /** The signed-in doctor (no doctor filter: the list is theirs), or undefined. */
  ownDoctor: string | undefined;
  list: DoctorListParams;
  /** The filters after the doctor's. */
  filters: ReactNode;
  label: string;
  columns: Column<Row>[];
  query: ListQueryState<Row>;
  pageSize: number;
  /** The delete button's name for a row; null: that row is not the caller's to delete. */
  deleteLabel: (row: Row) => string | null;
  onDelete: (row: Row) => void;
  /** The page's dialogs. */
  children: ReactNode;
}

/**
 * A doctors' schedule list (agendas, time off): titled, filtered by doctor (not for a doctor, who
 * sees their own) and more, paged and sorted, each row with a delete button.
 */
export function DoctorListPage<Row extends { id: string | number }>(props: DoctorListPageProps<Row>) {
  const { list } = props;
  usePageTitle(props.title);
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={props.title} intro={props.intro} action={props.action} />
      <ListToolbar
        active={list.activeFilters}
        filters={
          <>
            <DoctorFilter ownDoctor={props.ownDoctor} {...list.bind('doctor')} />
            {props.filters}
          </>
        }
      />
      <DataTable
        label={props.label}
        columns={props.columns}
        query={props.query}
        rowKey={(row) => row.id}
        pageSize={props.pageSize}
        {...tableBindings(list)}
        rowActions={(row) => {
          const label = props.deleteLabel(row);
          return label === null ? null : <DeleteRowAction label={label} onClick={() => props.onDelete(row)} />;
        }}
      />
      {props.children}
    </Stack>
  );
}
