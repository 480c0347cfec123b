import type { ReactNode } from 'react';
import type { ListPage } from '../../lib/list-page';

/** One column of a list: its header, its cell, and the server's sort key when it sorts. */
export interface Column<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The server's `sort` field for this column; a column without one does not sort. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  /** The card's title on narrow screens (one column per list). */
  primary?: boolean;
  /** Hidden from the narrow-screen cards (when the title already says it). */
  hideInCard?: boolean;
  width?: number | string;
}

/** What the list needs from a query (TanStack's `UseQueryResult` fits). */
export interface ListQueryState<T> {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export type SortDirection = 'asc' | 'desc';

/** The server's sort notation: "order" ascending, "-order" descending. */
export function parseSort(sort: string): { key: string; direction: SortDirection } {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
}

/** A click on the sorted column flips it; a click on another sorts it ascending. */
export function nextSort(current: string, key: string): string {
  const { key: currentKey, direction } = parseSort(current);
  return currentKey === key && direction === 'asc' ? `-${key}` : key;
}
