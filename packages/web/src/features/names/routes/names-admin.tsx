import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NAME_SORTABLE, type Name, NAMES_ROUTES } from '@bayan/shared';
import { ExportButton } from '../../../components/data-table/export-button';
import { AddButton, ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { SearchField } from '../../../components/data-table/search-field';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { namesFilterQuery, useAdminNames } from '../api/get-admin-names';
import { AdminNamesTable } from '../components/admin-names-table';
import { CreateNameDialog } from '../components/create-name-dialog';
import { DeleteNameDialog } from '../components/delete-name-dialog';
import { EditNameDialog } from '../components/edit-name-dialog';
import { NamesFilters } from '../components/names-filters';

const FILTERS = ['isActive'] as const;

/** `/dashboard/names`: the catalogue for administrators — search, sort, add, edit, hide, delete, export. */
export default function NamesAdminRoute() {
  const { t } = useTranslation('names');
  usePageTitle(t('admin.title'));
  const list = useListParams({ sort: 'order', sortable: NAME_SORTABLE, filters: FILTERS });
  const isActive = ['true', 'false'].includes(list.filters.isActive) ? list.filters.isActive : '';
  const params = { page: list.page, q: list.q, sort: list.sort, isActive };
  const query = useAdminNames(params);
  const creator = useDialog();
  const editor = useDialog<Name>();
  const remover = useDialog<Name>();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('admin.title')}
        intro={t('admin.intro')}
        action={<AddButton label={t('admin.add')} onClick={() => creator.show(true)} />}
      />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t('admin.search')} />}
        filters={<NamesFilters list={list} />}
        active={list.activeFilters}
        actions={
          <ExportButton route={NAMES_ROUTES['names.export']} query={namesFilterQuery(params)} fileName="names.csv" />
        }
      />
      <AdminNamesTable query={query} list={list} onEdit={editor.show} onDelete={remover.show} />
      <CreateNameDialog dialog={creator} />
      <EditNameDialog dialog={editor} />
      <DeleteNameDialog dialog={remover} />
    </Stack>
  );
}
