import Stack from '@mui/material/Stack';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_SORTABLE, USER_STATUSES, type User, USERS_ROUTES } from '@bayan/shared';
import { ExportButton } from '../../../components/data-table/export-button';
import { AddButton, ListHeader } from '../../../components/data-table/list-header';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { SearchField } from '../../../components/data-table/search-field';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usersFilterQuery, useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ReleaseIdNumberDialog } from '../components/release-id-number-dialog';
import { ResetTotpDialog } from '../components/reset-totp-dialog';
import { ToggleStatusDialog } from '../components/toggle-status-dialog';
import { UsersFilters } from '../components/users-filters';
import { UsersStatistics } from '../components/users-statistics';
import { UsersTable } from '../components/users-table';

const FILTERS = ['role', 'status'] as const;
const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/** `/dashboard/users`: accounts with their statistics — search, filter, add, edit, block, delete, export. */
export default function UsersRoute() {
  const { t } = useTranslation('users');
  usePageTitle(t('title'));
  const list = useListParams({ sort: '-createdAt', sortable: USER_SORTABLE, filters: FILTERS });
  const filters = {
    q: list.q,
    sort: list.sort,
    role: oneOf(list.filters.role, ROLES),
    status: oneOf(list.filters.status, USER_STATUSES),
  };
  const query = useUsers({ page: list.page, ...filters });
  const creator = useDialog();
  const editor = useDialog<User>();
  const toggler = useDialog<User>();
  const remover = useDialog<User>();
  const releaser = useDialog<User>();
  const totpResetter = useDialog<User>();

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('title')}
        intro={t('intro')}
        action={<AddButton label={t('add')} onClick={() => creator.show(true)} icon={<PersonAddAlt1Rounded />} />}
      />
      <UsersStatistics />
      <ListToolbar
        search={<SearchField value={list.q} onSearch={list.setQuery} label={t('search')} />}
        filters={<UsersFilters list={list} />}
        active={list.activeFilters}
        actions={
          <ExportButton route={USERS_ROUTES['users.export']} query={usersFilterQuery(filters)} fileName="users.csv" />
        }
      />
      <UsersTable
        query={query}
        list={list}
        onEdit={editor.show}
        onToggle={toggler.show}
        onDelete={remover.show}
        onReleaseIdNumber={releaser.show}
        onResetTotp={totpResetter.show}
      />
      <CreateUserDialog dialog={creator} />
      <EditUserDialog dialog={editor} />
      <ToggleStatusDialog dialog={toggler} />
      <DeleteUserDialog dialog={remover} />
      <ReleaseIdNumberDialog dialog={releaser} />
      <ResetTotpDialog dialog={totpResetter} />
    </Stack>
  );
}
