import { MAX_PAGE_SIZE, type Page } from '@bayan/shared';

/**
 * Every row of a paged list, read through the list's own page reader a full page at a time until a
 * short page. Offset pages: a row written meanwhile may be read twice or not at all, which a reader
 * that rebuilds its answer every few minutes (the sitemap) can afford.
 */
export async function everyRow<T>(readPage: (request: { page: number; limit: number }) => Promise<Page<T>>) {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await readPage({ page, limit: MAX_PAGE_SIZE });
    rows.push(...data);
    if (data.length < MAX_PAGE_SIZE) return rows;
  }
}
