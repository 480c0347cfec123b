import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Changes = Record<string, string | number | undefined>;

/**
 * A list's page, sort, search and filters, kept in the URL so a reload, a shared link and the
 * back button show the same rows. Any change but the page itself goes back to page 1.
 */
export function useListParams<F extends string = never>(defaults: {
  sort: string;
  /** The fields the server sorts by; any other `?sort=` (an old or edited link) falls back to the default. */
  sortable?: readonly string[];
  filters?: readonly F[];
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const asked = params.get('sort') ?? '';
  const sort = defaults.sortable?.includes(asked.replace(/^-/, '')) ? asked : defaults.sort;
  const q = params.get('q') ?? '';
  const filters = Object.fromEntries((defaults.filters ?? []).map((key) => [key, params.get(key) ?? ''])) as Record<
    F,
    string
  >;

  // Built from the address bar, not from this render's params: two changes in a row (clear the
  // filters, then pick one) must not have the second undo the first. The router writes the
  // address synchronously, so it always holds the latest change.
  const update = useCallback(
    (changes: Changes) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    page,
    sort,
    q,
    filters,
    hasFilters: q !== '' || Object.values<string>(filters).some((value) => value !== ''),
    /** How many filters are applied, the search aside (the count a phone's folded filters show). */
    activeFilters: Object.values<string>(filters).filter((value) => value !== '').length,
    setPage: (next: number) => update({ page: next }),
    setSort: (next: string) => update({ sort: next === defaults.sort ? undefined : next }),
    setQuery: (next: string) => update({ q: next }),
    setFilter: (key: F, value: string) => update({ [key]: value }),
    /** A filter control's value and change handler, bound to the `key` filter. */
    bind: (key: F) => ({ value: filters[key], onChange: (value: string) => update({ [key]: value }) }),
    clear: () => update(Object.fromEntries(['q', ...(defaults.filters ?? [])].map((key) => [key, undefined]))),
  };
}

type ListParams = Pick<
  ReturnType<typeof useListParams>,
  'page' | 'setPage' | 'sort' | 'setSort' | 'hasFilters' | 'clear'
>;

/**
 * What a DataTable takes from the URL's list state: the page, the sort (unless `sorted` is
 * false) and the clearing of filters.
 */
export function tableBindings(list: ListParams, { sorted = true } = {}) {
  return {
    page: list.page,
    onPageChange: list.setPage,
    filtered: list.hasFilters,
    onClearFilters: list.clear,
    ...(sorted ? { sort: list.sort, onSortChange: list.setSort } : {}),
  };
}

export type TableBindings = ReturnType<typeof tableBindings>;
