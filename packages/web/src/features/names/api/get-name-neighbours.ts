import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Name } from '@bayan/shared';
import { getNames } from './get-names';

export interface NameNeighbours {
  previous: Name | undefined;
  next: Name | undefined;
}

/**
 * The names before and after one name in canonical order. The API has no neighbour call, so
 * this reads the ordered list once (one page holds the 99 names) and caches it for every page.
 */
export const orderedNamesQuery = queryOptions({
  queryKey: ['names', 'ordered', MAX_PAGE_SIZE],
  queryFn: ({ signal }) => getNames({ page: 1, limit: MAX_PAGE_SIZE }, signal),
});

export function useNameNeighbours(id: number | null) {
  return useQuery({
    ...orderedNamesQuery,
    enabled: id !== null,
    select: (page): NameNeighbours => {
      const index = page.data.findIndex((name) => name.id === id);
      if (index === -1) return { previous: undefined, next: undefined };
      return { previous: page.data[index - 1], next: page.data[index + 1] };
    },
  });
}
