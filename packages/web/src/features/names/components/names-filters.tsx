import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { useListParams } from '../../../components/data-table/use-list-params';

/** Show all, only shown or only hidden names. */
export function NamesFilters({ list }: { list: ReturnType<typeof useListParams<'isActive'>> }) {
  const { t } = useTranslation('names');
  return (
    <>
      <FilterSelect
        label={t('admin.filters.active')}
        {...list.bind('isActive')}
        options={[
          { value: 'true', label: t('admin.filters.activeOnly') },
          { value: 'false', label: t('admin.filters.inactiveOnly') },
        ]}
      />
    </>
  );
}
