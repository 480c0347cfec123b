import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { allows, type ApiRoute, type Role } from '@bayan/shared';
import { DataTable } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { ListHeader } from '../../../../components/data-table/list-header';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { RowAction } from '../../../../components/data-table/row-action';
import { SearchField } from '../../../../components/data-table/search-field';
import type { Column, ListQueryState } from '../../../../components/data-table/types';
import { tableBindings, type useListParams } from '../../../../components/data-table/use-list-params';
import type { DialogControl } from '../../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { PEOPLE_PAGE_SIZE } from '../api/people-api';

interface PeopleListPageProps<Row extends { pubkey: string; name: string }> {
  /** Which list: its texts (`<people>.title`, `.add`, `.edit`…) and its CSV's name. */
  people: 'doctors' | 'patients';
  role: Role | null;
  list: Parameters<typeof tableBindings>[0] &
    Pick<ReturnType<typeof useListParams>, 'q' | 'setQuery' | 'activeFilters'>;
  query: ListQueryState<Row>;
  columns: Column<Row>[];
  /** The filters beside the search. */
  filters: ReactNode;
  /** The export route and the list's search and filters it is asked with. */
  exportRoute: ApiRoute;
  exportQuery: Record<string, string | number | boolean | undefined>;
  /** The create-or-edit dialog: `true` a new one, a row the one to edit. */
  dialog: DialogControl<Row | true>;
  mayCreate: boolean;
  mayEdit: boolean;
  /** The form dialog `dialog` opens. */
  children: ReactNode;
}

/** A clinic people list (doctors, patients): search and filters, add, edit a row, export. */
export function PeopleListPage<Row extends { pubkey: string; name: string }>(props: PeopleListPageProps<Row>) {
  const { people, role, list, dialog } = props;
  const { t } = useTranslation('clinicPeople');
  usePageTitle(t(`${people}.title`));
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t(`${people}.title`)}
        intro={t(`${people}.intro`)}
        action={
          props.mayCreate && (
            <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => dialog.show(true)}>
              {t(`${people}.add`)}
            </Button>
          )
        }
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t(`${people}.search`)} />}
        active={list.activeFilters}
        filters={props.filters}
        actions={
          allows(props.exportRoute.access, role) && (
            <ExportButton route={props.exportRoute} query={props.exportQuery} fileName={`${people}.csv`} />
          )
        }
      />
      <DataTable
        label={t(`${people}.listLabel`)}
        columns={props.columns}
        query={props.query}
        rowKey={(row) => row.pubkey}
        pageSize={PEOPLE_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={
          props.mayEdit
            ? (row) => (
                <RowAction
                  label={t(`${people}.edit`, { name: row.name })}
                  icon={<EditOutlined fontSize="small" />}
                  onClick={() => dialog.show(row)}
                />
              )
            : undefined
        }
      />
      {props.children}
    </Stack>
  );
}
