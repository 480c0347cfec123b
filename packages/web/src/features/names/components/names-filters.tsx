import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { SearchField } from '../../../components/data-table/search-field';
import type { useListParams } from '../../../components/data-table/use-list-params';

/** Search by any of the name's texts, and show all, only shown or only hidden names. */
export function NamesFilters({ list }: { list: ReturnType<typeof useListParams<'isActive'>> }) {
  const { t } = useTranslation('names');
  return (
    <>
      <SearchField value={list.q} onSearch={list.setQuery} label={t('admin.search')} />
      <FilterSelect
        label={t('admin.filters.active')}
        value={list.filters.isActive}
        onChange={(value) => list.setFilter('isActive', value)}
        options={[
          { value: 'true', label: t('admin.filters.activeOnly') },
          { value: 'false', label: t('admin.filters.inactiveOnly') },
        ]}
      />
    </>
  );
}
