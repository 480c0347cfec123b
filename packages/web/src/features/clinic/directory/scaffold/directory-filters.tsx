import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../components/data-table/filter-select';
import type { useListParams } from '../../../../components/data-table/use-list-params';
import type { AnyResource, DirectoryFilter } from './resource';

type List = ReturnType<typeof useListParams<string>>;

function Filter({ filter, list, label }: { filter: DirectoryFilter; list: List; label: string }) {
  const options = filter.useOptions();
  return (
    <FilterSelect
      label={label}
      value={list.filters[filter.key] ?? ''}
      onChange={(value) => list.setFilter(filter.key, value)}
      options={options}
    />
  );
}

/** One select for each filter the API offers (the search box is the toolbar's). */
export function DirectoryFilters({ resource, list }: { resource: AnyResource; list: List }) {
  const { t } = useTranslation('directory');
  return (
    <>
      {resource.filters.map((filter) => (
        <Filter key={filter.key} filter={filter} list={list} label={t(`filters.${filter.key}`)} />
      ))}
    </>
  );
}
