import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { allows, type Role, type ApiRoute } from '@bayan/shared';
import { DataTable } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { AddButton, ListHeader } from '../../../../components/data-table/list-header';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { SearchField } from '../../../../components/data-table/search-field';
import { DeleteRowAction, RowAction } from '../../../../components/data-table/row-action';
import { tableBindings, useListParams } from '../../../../components/data-table/use-list-params';
import { useDialog } from '../../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { useLanguage } from '../../../../i18n/use-language';
import { DeleteRowDialog } from './delete-row-dialog';
import { DIRECTORY_PAGE_SIZE, listQuery, useDirectoryList } from './directory-api';
import { DirectoryFilters } from './directory-filters';
import { RowFormDialog } from './row-form-dialog';
import type { AnyResource, DirectoryRow } from './resource';

/** The server's own rule (SUPERADMIN may call every route). */
const may = (role: Role | undefined, route: ApiRoute) => allows(route.access, role ?? null);

/**
 * A directory screen from its declaration: search (the server folds Arabic spellings), the
 * filters the API offers, CSV export, add, edit and delete, each shown to the roles the
 * permission map lets call it.
 */
export function DirectoryScreen({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation(['directory', 'dashboard']);
  const { language } = useLanguage();
  const role = useStoredProfile()?.role;
  const title = t(`dashboard:menu.${resource.name}`);
  usePageTitle(title);
  const keys = resource.filters.map((filter) => filter.key);
  const list = useListParams<string>({ sort: resource.sort, sortable: resource.sortable, filters: keys });
  const query = listQuery(list.q, list.sort, list.filters);
  const rows = useDirectoryList<DirectoryRow>(resource.name, resource.routes.list, list.page, query);
  const editor = useDialog<DirectoryRow | true>();
  const remover = useDialog<DirectoryRow>();
  const { routes } = resource;
  const locked = new Set(resource.locked?.(role) ?? []);

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={title}
        intro={t(`${resource.name}.intro`)}
        action={
          may(role, routes.create) && <AddButton label={t(`${resource.name}.add`)} onClick={() => editor.show(true)} />
        }
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t(`${resource.name}.search`)} />}
        filters={resource.filters.length > 0 && <DirectoryFilters resource={resource} list={list} />}
        active={list.activeFilters}
        actions={
          routes.export &&
          may(role, routes.export) && (
            <ExportButton route={routes.export} query={query} fileName={`${resource.name}.csv`} />
          )
        }
      />
      <DataTable
        label={title}
        columns={resource.useColumns()}
        query={rows}
        rowKey={(row) => row.pubkey}
        pageSize={DIRECTORY_PAGE_SIZE}
        {...tableBindings(list)}
        rowActions={(row) => {
          const name = resource.label(row, language);
          return (
            <>
              {may(role, routes.update) && (
                <RowAction label={t('edit', { name })} icon={<EditOutlined />} onClick={() => editor.show(row)} />
              )}
              {may(role, routes.delete) && (
                <DeleteRowAction label={t('delete', { name })} onClick={() => remover.show(row)} />
              )}
            </>
          );
        }}
      />
      <RowFormDialog key={editor.key} resource={resource} dialog={editor} locked={locked} />
      <DeleteRowDialog key={remover.key} resource={resource} dialog={remover} />
    </Stack>
  );
}
