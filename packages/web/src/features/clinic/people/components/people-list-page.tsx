import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { allows, USERS_ROUTES } from '@bayan/shared';
import { DataTable } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { AddButton, ListHeader } from '../../../../components/data-table/list-header';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { RowAction } from '../../../../components/data-table/row-action';
import { SearchField } from '../../../../components/data-table/search-field';
import type { Column, ListQueryState } from '../../../../components/data-table/types';
import { tableBindings, type useListParams } from '../../../../components/data-table/use-list-params';
import type { DialogControl } from '../../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { PEOPLE_PAGE_SIZE } from '../api/people-api';
import { PEOPLE, type People } from './people-kinds';

interface PeopleListPageProps<Row extends { pubkey: string; name: string }> {
  /** Which list: its routes, its texts (`<people>.title`, `.add`, `.edit`…) and its CSV's name. */
  people: People;
  list: Parameters<typeof tableBindings>[0] &
    Pick<ReturnType<typeof useListParams>, 'q' | 'setQuery' | 'activeFilters'>;
  query: ListQueryState<Row>;
  columns: Column<Row>[];
  /** The filters beside the search. */
  filters: ReactNode;
  /** The list's search and filters, as the export is asked for them. */
  exportQuery: Record<string, string | number | boolean | undefined>;
  /** The create-or-edit dialog: `true` a new one, a row the one to edit. */
  dialog: DialogControl<Row | true>;
  /** The form dialog `dialog` opens. */
  children: ReactNode;
}

/** A clinic people list (doctors, patients): search and filters, add, edit a row, export. */
export function PeopleListPage<Row extends { pubkey: string; name: string }>(props: PeopleListPageProps<Row>) {
  const { people, list, dialog } = props;
  const { t } = useTranslation('clinicPeople');
  const role = useStoredProfile()?.role ?? null;
  const routes = PEOPLE[people];
  // Picking the account reads the users list: an admin's call.
  const mayCreate = allows(routes.create.access, role) && allows(USERS_ROUTES['users.picker'].access, role);
  // A doctor changes their own bio from their profile, not from the list.
  const mayEdit = allows(routes.update.access, role) && role !== routes.role;
  usePageTitle(t(`${people}.title`));
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t(`${people}.title`)}
        intro={t(`${people}.intro`)}
        action={
          mayCreate && (
            <AddButton label={t(`${people}.add`)} onClick={() => dialog.show(true)} icon={<PersonAddAlt1Rounded />} />
          )
        }
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t(`${people}.search`)} />}
        active={list.activeFilters}
        filters={props.filters}
        actions={
          allows(routes.export.access, role) && (
            <ExportButton route={routes.export} query={props.exportQuery} fileName={`${people}.csv`} />
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
          mayEdit
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
