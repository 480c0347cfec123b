import { apiResponse } from './api-client';

/** Every paged list of the app, whatever shape the server sent it in (PRODUCT §4). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** 1-based. */
  page: number;
}

type Query = Record<string, string | number | boolean | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function headerNumber(headers: Headers | undefined, name: string): number | undefined {
  const value = Number(headers?.get(name) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The one adapter over the three list shapes of spec §3: `{data,total,currentPage}` (names,
 * events, settings…), `{data:{data,total,page}}` (users) and a bare array paged by the
 * `x-pagination-total` and `x-pagination-page` headers (notifications).
 */
export function toListPage<T>(body: unknown, headers?: Headers): ListPage<T> {
  if (Array.isArray(body)) {
    const rows = body as T[];
    return {
      rows,
      total: headerNumber(headers, 'x-pagination-total') ?? rows.length,
      page: headerNumber(headers, 'x-pagination-page') ?? 1,
    };
  }
  if (isRecord(body) && Array.isArray(body.data)) {
    const rows = body.data as T[];
    return { rows, total: numberOr(body.total, rows.length), page: numberOr(body.currentPage, 1) };
  }
  if (isRecord(body) && isRecord(body.data) && Array.isArray(body.data.data)) {
    const rows = body.data.data as T[];
    return { rows, total: numberOr(body.data.total, rows.length), page: numberOr(body.data.page, 1) };
  }
  throw new TypeError('The server answered a list in an unknown shape.');
}

/** GET a list with the session and read it through the adapter (the headers matter for one shape). */
export async function fetchListPage<T>(path: string, query: Query, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await apiResponse(path, { query, signal });
  return toListPage<T>(await response.json(), response.headers);
}

/** Every row of a list, page after page of `limit` (a calendar or a picker shows them all at once). */
export async function fetchAllPages<T>(
  path: string,
  query: Query & { limit: number },
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchListPage<T>(path, { ...query, page }, signal);
    rows.push(...result.rows);
    if (result.rows.length < query.limit || rows.length >= result.total) return rows;
  }
}

/** How many pages `total` rows fill, `size` to a page; at least one, so "page 1 of 1" reads right. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
