import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { USERS_PAGE_SIZE, type User } from '@bayan/shared';
import { DataTable } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/data-table/date-cell';
import type { Column, ListQueryState } from '../../../components/data-table/types';
import { tableBindings, type useListParams } from '../../../components/data-table/use-list-params';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useFormat } from '../../../hooks/use-format';
import { useRoleManagement } from '../hooks/use-role-management';
import { UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';
import { Ltr } from '../../../components/form/ltr-value';

interface UsersTableProps {
  query: ListQueryState<User>;
  list: ReturnType<typeof useListParams<'role' | 'status'>>;
  onEdit: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
  onReleaseIdNumber: (user: User) => void;
  onResetTotp: (user: User) => void;
}

/** Ten accounts a page; pages = total ÷ 10, rounded up (spec §9). */
export function UsersTable({ query, list, ...actions }: UsersTableProps) {
  const { t } = useTranslation(['users', 'common']);
  const me = useStoredProfile()?.pubkey;
  const { mayManage, mayReleaseIdNumber, mayResetTotp } = useRoleManagement();
  const format = useFormat();
  const none = t('common:none');
  const columns: Column<User>[] = [
    {
      id: 'name',
      label: t('columns.name'),
      sortKey: 'firstName',
      primary: true,
      render: (u) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <span>{u.name}</span>
          {u.pubkey === me && <Chip size="small" label={t('you')} />}
        </Stack>
      ),
    },
    { id: 'email', label: t('columns.email'), sortKey: 'email', render: (u) => <bdi dir="ltr">{u.email ?? none}</bdi> },
    {
      id: 'phone',
      label: t('columns.phone'),
      render: (u) => (u.phone ? <Ltr>{format.phone(u.phone)}</Ltr> : none),
    },
    { id: 'role', label: t('columns.role'), sortKey: 'role', render: (u) => t(`common:roles.${u.role}`) },
    {
      id: 'status',
      label: t('columns.status'),
      sortKey: 'status',
      render: (u) => <UserStatusChip status={u.status} />,
    },
    {
      id: 'createdAt',
      label: t('columns.createdAt'),
      sortKey: 'createdAt',
      render: (u) => <DateCell value={u.createdAt} />,
    },
  ];

  return (
    <DataTable
      label={t('listLabel')}
      columns={columns}
      query={query}
      rowKey={(u) => u.pubkey}
      pageSize={USERS_PAGE_SIZE}
      {...tableBindings(list)}
      rowActions={(u) => (
        <UserRowActions
          user={u}
          self={u.pubkey === me}
          manageable={mayManage(u.role)}
          mayReleaseIdNumber={mayReleaseIdNumber}
          mayResetTotp={mayResetTotp}
          {...actions}
        />
      )}
    />
  );
}
