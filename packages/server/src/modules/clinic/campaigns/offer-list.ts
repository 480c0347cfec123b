import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The columns a promotion and a campaign share for their lists. */
export interface OfferColumns {
  id: AnyColumn;
  etablissementId: AnyColumn;
  titleAr: AnyColumn;
  titleEn: AnyColumn;
}

export interface OfferFilter {
  etablissementId?: number | undefined;
  q?: string | undefined;
}

export interface PageRequest {
  page: number;
  limit: number;
  sort: string;
}

/** Both lists' filter: the clinic, and words of either title. */
export function offerWhere(table: OfferColumns, filter: OfferFilter): SQL | undefined {
  return and(
    filter.etablissementId === undefined ? undefined : eq(table.etablissementId, filter.etablissementId),
    filter.q ? sql`(${table.titleAr} || ' ' || ${table.titleEn}) ilike ${`%${filter.q}%`}` : undefined,
  );
}

/** `sort` ('field' or '-field') as an ORDER BY, the id breaking ties; a field not in `sorts` sorts by `fallback`. */
export function offerOrder(table: OfferColumns, sorts: Record<string, AnyColumn>, fallback: AnyColumn, sort: string) {
  const column = sorts[sort.replace(/^-/, '')] ?? fallback;
  return sort.startsWith('-') ? sql`${column} desc, ${table.id} desc` : sql`${column}, ${table.id}`;
}

/** One page of rows and the total they were cut from, fetched together. */
export async function pageOf<R>(
  page: PageRequest,
  rows: (limit: number, offset: number) => Promise<R[]>,
  counted: Promise<{ n: number }[]>,
) {
  const [found, [total]] = await Promise.all([rows(page.limit, (page.page - 1) * page.limit), counted]);
  return { rows: found, total: total?.n ?? 0 };
}
