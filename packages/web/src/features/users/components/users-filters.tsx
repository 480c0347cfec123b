import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES } from '@bayan/shared';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { useListParams } from '../../../components/data-table/use-list-params';

type UsersList = ReturnType<typeof useListParams<'role' | 'status'>>;

/** Narrow by role and status (deleted ones only when asked). */
export function UsersFilters({ list }: { list: UsersList }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <>
      <FilterSelect
        label={t('filters.role')}
        {...list.bind('role')}
        options={ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
      />
      <FilterSelect
        label={t('filters.status')}
        {...list.bind('status')}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
    </>
  );
}
